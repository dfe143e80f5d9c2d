import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../e2e/server.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
export const node = path.join(root, 'node_modules', '.bin', 'node');

/** A port nothing listens on now (a random one could be another test file's server). */
export { freePort };

/**
 * Starts server/main.ts as a real process (with `nodeArgs` before it) and waits until it is ready; `output()`
 * is what it has written so far.
 */
export async function startServer(
    env: Record<string, string>,
    nodeArgs: string[] = []
): Promise<{ child: ChildProcess; base: string; port: number; output: () => string }> {
    const port = await freePort();
    const child = spawn(node, [...nodeArgs, path.join(root, 'server', 'main.ts')], {
        cwd: root,
        env: {
            ...process.env,
            ...env,
            PORT: String(port),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            SEED_DEMO: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let written = '';
    const collect = (chunk: Buffer) => {
        written += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const output = () => written;
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 300; attempt++) {
        if (child.exitCode !== null)
            throw new Error(`server exited with ${child.exitCode}: ${written}`);
        const ready = await fetch(`${base}/v1/i/vouchers`).then(
            response => response.status === 401,
            () => false
        );
        if (ready) return { child, base, port, output };
        await new Promise(resolve => setTimeout(resolve, 200));
    }
    throw new Error('server did not start');
}
