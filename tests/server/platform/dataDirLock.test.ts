import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { lockDataDir } from '../../../server/db/dataDirLock.ts';
import { testConfig } from '../helpers.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const node = path.join(root, 'node_modules', '.bin', 'node');

/**
 * Another process that holds DATA_DIR's lock until it is killed, or until it ends `lifetimeMs` after saying
 * so, without freeing it.
 */
async function holdLock(dataDir: string, lifetimeMs?: number) {
    const script = `import { lockDataDir } from ${JSON.stringify(path.join(root, 'server', 'db', 'dataDirLock.ts'))};
        lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000);
        if (process.argv[2]) setTimeout(() => process.exit(0), Number(process.argv[2]));`;
    const child = spawn(
        node,
        ['--input-type=module', '-e', script, dataDir, String(lifetimeMs ?? '')],
        {
            stdio: ['ignore', 'pipe', 'inherit'],
        }
    );
    await once(child.stdout, 'data');
    return child;
}

/** Root with `unshare`: a process can be pid 1 of its own pid namespace, as a container's server is. */
const pidNamespaces = spawnSync('unshare', ['-pf', '--mount-proc', 'true']).status === 0;

/** Takes the lock as pid 1 of a new pid namespace, then ends without freeing it, as a crashed container does. */
function crashAsPidOne(dataDir: string) {
    const script = `import { lockDataDir } from ${JSON.stringify(path.join(root, 'server', 'db', 'dataDirLock.ts'))};
        lockDataDir(process.argv[1]); console.log(process.pid);`;
    const run = spawnSync(
        'unshare',
        ['-pf', '--mount-proc', node, '--input-type=module', '-e', script, dataDir],
        { encoding: 'utf8' }
    );
    return `${run.stdout.trim()}${run.stderr.split('\n').find(line => line.startsWith('Error')) ?? ''}`;
}

const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const startOfPidOne = readFileSync('/proc/1/stat', 'utf8').split(') ')[1]?.split(' ')[19];

describe('the PGlite DATA_DIR lock', () => {
    let dataDir: string;
    const lockFile = () => path.join(dataDir, 'db.lock');
    beforeAll(async () => {
        dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-lock-'));
    });
    beforeEach(() => rm(lockFile(), { force: true }));
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('refuses a second opening, naming the process that holds it, and frees it on close', {
        timeout: 60_000,
    }, async () => {
        const config = testConfig({ dataDir, databaseUrl: undefined });
        const first = await buildApp({ config, logger: false });
        await expect(buildApp({ config, logger: false })).rejects.toThrow(
            `DATA_DIR ${dataDir} is in use by process ${process.pid}`
        );
        await first.close();
        const again = await buildApp({ config, logger: false });
        await again.close();
    });

    it('refuses while another process holds it and takes over once that process is gone', {
        timeout: 60_000,
    }, async () => {
        const holder = await holdLock(dataDir);
        const config = testConfig({ dataDir, databaseUrl: undefined });
        await expect(buildApp({ config, logger: false })).rejects.toThrow(
            `is in use by process ${holder.pid}`
        );
        holder.kill('SIGKILL');
        await once(holder, 'exit');
        // The lock file still names the dead process: it is stale and taken over.
        const app = await buildApp({ config, logger: false });
        await app.close();
        const release = lockDataDir(dataDir);
        release();
    });

    it('waits for a holder that is ending as it starts', { timeout: 60_000 }, async () => {
        // It ends 500 ms after this start begins, without freeing the lock, as a process being killed does.
        const holder = await holdLock(dataDir, 500);
        const exited = once(holder, 'exit');
        const release = lockDataDir(dataDir);
        release();
        await exited;
    });

    it.each([
        ['this process id (a process before this one had it)', process.pid],
        ['the parent process id', process.ppid],
    ])('takes over a lock left naming %s', async (_, pid) => {
        await writeFile(lockFile(), `${pid}\n`);
        const config = testConfig({ dataDir, databaseUrl: undefined });
        const app = await buildApp({ config, logger: false });
        await app.close();
    });

    it.each([
        ['started at another time', bootId, '1'],
        ['of an earlier boot', 'another-boot', String(startOfPidOne)],
    ])('takes over a lock naming pid 1, alive here but %s', async (_, boot, start) => {
        await writeFile(lockFile(), `1\n${boot}\n${start}\n`);
        const release = lockDataDir(dataDir);
        expect(await readFile(lockFile(), 'utf8')).toMatch(new RegExp(`^${process.pid}\n`));
        release();
    });

    it.skipIf(!pidNamespaces)('starts as pid 1 again after a crash as pid 1', () => {
        expect(crashAsPidOne(dataDir)).toBe('1');
        expect(crashAsPidOne(dataDir)).toBe('1');
        const release = lockDataDir(dataDir);
        release();
    });
});
