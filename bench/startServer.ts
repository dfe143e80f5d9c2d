import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
    child: ChildProcess;
    port: number;
    base: string;
    /** What else the server's first line said: bench/apiServer.ts gives the search index's build time. */
    started: Record<string, unknown>;
    /** SIGTERM, then waits for the process to exit. */
    stop: () => Promise<void>;
}

/**
 * The API in a process of its own (bench/apiServer.ts, or another script of bench/ such as bareServer.ts), so
 * that the load or the download does not share its event loop and its memory can be read alone
 * (/proc/<pid>/status). Resolves once it listens.
 */
export async function startServer(
    env: Record<string, string>,
    options: { script?: string; checkout?: string } = {}
): Promise<BenchServer> {
    // `checkout`: another build's working tree (bench:api-compare), whose own bench/ script starts its server.
    const script = path.join(options.checkout ?? root, 'bench', options.script ?? 'apiServer.ts');
    // The young generation's limit npm start sets (docs/operations.md, 'Memory'): the resident size measured
    // is the one an instance started that way has.
    const child = spawn(process.execPath, ['--max-semi-space-size=16', script], {
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>(resolve => child.once('exit', () => resolve()));
    const firstLine = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
        child.once('exit', code => reject(new Error(`bench server exited with ${code}`)));
    });
    const { port, ...started } = JSON.parse(firstLine) as { port: number };
    return {
        child,
        port,
        base: `http://127.0.0.1:${port}`,
        started,
        stop: async () => {
            child.kill('SIGTERM');
            await exited;
        },
    };
}
