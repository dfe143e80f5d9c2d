import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, node } from '../serverProcess.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** The messages of a first start's log lines until the server listens and one request is answered. */
async function firstStartMessages(): Promise<string[]> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-first-start-'));
    const port = await freePort();
    const { ADMIN_PASSWORD: _given, ...environment } = process.env;
    const child = spawn(node, [path.join(root, 'server', 'main.ts')], {
        cwd: root,
        env: {
            ...environment,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            SEED_DEMO: 'false',
            LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', chunk => {
        output += chunk;
    });
    try {
        for (let attempt = 0; attempt < 300 && !output.includes('Sign in at'); attempt++) {
            if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
            await new Promise(resolve => setTimeout(resolve, 100));
        }
        await fetch(`http://127.0.0.1:${port}/v1/i/vouchers`);
        await new Promise(resolve => setTimeout(resolve, 300));
        return output
            .split('\n')
            .filter(Boolean)
            .map(line => (JSON.parse(line) as { msg: string }).msg);
    } finally {
        if (child.exitCode === null) {
            const exited = new Promise(resolve => child.once('exit', resolve));
            child.kill('SIGTERM');
            await exited;
        }
        rmSync(dataDir, { recursive: true, force: true });
    }
}

describe('the first start without ADMIN_PASSWORD', () => {
    it('prints the password it made up again once it listens, after the start lines', {
        timeout: 60_000,
    }, async () => {
        const messages = await firstStartMessages();
        const created = messages.find(message => message.startsWith('Created staff user "admin"'));
        const password = created?.split('with password: ')[1];
        expect(password).toMatch(/^[\w-]{16}$/);
        const listening = messages.findIndex(message => message.startsWith('Server listening'));
        const again = messages.findIndex(message => message.startsWith('Sign in at'));
        expect(listening).toBeGreaterThanOrEqual(0);
        expect(again).toBeGreaterThan(listening);
        expect(messages[again]).toContain(`as "admin" with password: ${password} `);
    });
});
