import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { lockDataDir } from '../../server/db/dataDirLock.ts';
import { testConfig } from './helpers.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const node = path.join(root, 'node_modules', '.bin', 'node');

/** Another process that holds DATA_DIR's lock until it is killed. */
async function holdLock(dataDir: string) {
    const script = `import { lockDataDir } from ${JSON.stringify(path.join(root, 'server', 'db', 'dataDirLock.ts'))};
        lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000);`;
    const child = spawn(node, ['--input-type=module', '-e', script, dataDir], {
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    await once(child.stdout, 'data');
    return child;
}

describe('the PGlite DATA_DIR lock', () => {
    let dataDir: string;
    beforeAll(async () => {
        dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-lock-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('refuses a second opening, naming the process that holds it, and frees it on close', async () => {
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
});
