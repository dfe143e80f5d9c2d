import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
    commandOf,
    currentBoot,
    identityOf,
    isRunning,
    type ProcessIdentity,
    startOf,
} from './processIdentity.ts';

/** The lock files this process holds: a second opening of one DATA_DIR from this process is refused too. */
const heldHere = new Set<string>();

function parse(text: string): ProcessIdentity {
    const [pid = '', boot = '', start = ''] = text.split('\n');
    return { pid: Number(pid), boot, start };
}

/**
 * Whether the process that wrote the lock still runs. A process id alone does not say so: in a container the
 * server is pid 1 after every restart, and ids are reused. As PostgreSQL does with postmaster.pid, a lock naming
 * this process (not holding it here) or its parent was left by an earlier process. Where the system shows them
 * (Linux), a lock written in another boot, or by a process that started at another time than the one now
 * bearing its id, is stale as well. A lock of an earlier version holds the id alone.
 */
function isHeld(holder: ProcessIdentity, file: string): boolean {
    if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
    if (holder.pid === process.pid) return heldHere.has(file);
    if (holder.pid === process.ppid) return false;
    const boot = currentBoot();
    if (holder.boot && boot && holder.boot !== boot) return false;
    if (!isRunning(holder.pid)) return false;
    const start = startOf(holder.pid);
    return !(holder.start && start && holder.start !== start);
}

/** A holder that is ending (killed, shutting down) as this process starts is given this long to go. */
const endingHolderMs = 2_000;

/** Whether the holder still holds the lock after up to `endingHolderMs`; the start waits, it has nothing to do. */
function stillHeld(holder: ProcessIdentity, file: string): boolean {
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (let waited = 0; isHeld(holder, file); waited += 100) {
        if (waited >= endingHolderMs || holder.pid === process.pid) return true;
        Atomics.wait(pause, 0, 0, 100);
    }
    return false;
}

/**
 * The embedded database takes no lock of its own: two processes opening one DATA_DIR both run, hand out the same
 * ids and overwrite each other's files. DATA_DIR/db.lock names its holder (process id, boot id, start time, a
 * line each); a lock whose holder is gone (killed, crashed, restarted) is taken over. Answers the function that
 * frees the lock.
 */
export function lockDataDir(dataDir: string): () => void {
    const file = path.resolve(dataDir, 'db.lock');
    const me = identityOf(process.pid);
    const mine = `${me.pid}\n${me.boot}\n${me.start}\n`;
    for (let attempt = 0; attempt < 3; attempt++) {
        try {
            writeFileSync(file, mine, { flag: 'wx' });
            heldHere.add(file);
            return () => {
                heldHere.delete(file);
                if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
            };
        } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        const holder = parse(readFileSync(file, 'utf8'));
        if (stillHeld(holder, file)) {
            throw new Error(
                `DATA_DIR ${dataDir} is in use by process ${holder.pid}${commandOf(holder.pid)}. ` +
                    'Stop that process first, or give this one another DATA_DIR (or a DATABASE_URL).'
            );
        }
        rmSync(file, { force: true });
    }
    throw new Error(`Could not lock DATA_DIR ${dataDir} (${file} keeps reappearing)`);
}
