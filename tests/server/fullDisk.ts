import fs from 'node:fs';
import path from 'node:path';

// Loaded with --import into a server process: while the file FULL_DISK_FLAG names exists, every write to a
// file under DATA_DIR fails with ENOSPC, as on a full disk. PGlite's file system (Emscripten's NODEFS) writes
// through this module's writeSync.
const flag = process.env.FULL_DISK_FLAG ?? '';
const dataDir = path.resolve(process.env.DATA_DIR ?? '.');
const underDataDir = new Set<number>();
const { openSync, writeSync } = fs;

fs.openSync = ((file: fs.PathLike, ...rest: unknown[]) => {
    const fd = (openSync as (...args: unknown[]) => number)(file, ...rest);
    if (path.resolve(String(file)).startsWith(dataDir)) underDataDir.add(fd);
    else underDataDir.delete(fd);
    return fd;
}) as typeof fs.openSync;

fs.writeSync = ((fd: number, ...rest: unknown[]) => {
    if (underDataDir.has(fd) && fs.existsSync(flag)) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
            code: 'ENOSPC',
            errno: -28,
            syscall: 'write',
        });
    }
    return (writeSync as (...args: unknown[]) => number)(fd, ...rest);
}) as typeof fs.writeSync;
