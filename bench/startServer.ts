import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** bench/apiServer.ts in its own process, so that the load generator does not share its event loop. */
export async function startServer(
    env: Record<string, string>
): Promise<{ child: ChildProcess; port: number }> {
    const child = spawn(process.execPath, [path.join(here, 'apiServer.ts')], {
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    const firstLine = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
        child.once('exit', code => reject(new Error(`bench server exited with ${code}`)));
    });
    return { child, ...JSON.parse(firstLine) };
}
