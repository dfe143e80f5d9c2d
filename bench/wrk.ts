import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Figures } from './figures.ts';
import type { Shot } from './load.ts';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrk.lua');

/** Whether Debian's `wrk` is on this machine (`apt-get install wrk`). */
export function hasWrk(): boolean {
    try {
        execFileSync('wrk', ['--version'], { stdio: 'ignore' });
        return true;
    } catch (error) {
        // wrk --version prints its version and exits 1: only a missing program throws ENOENT.
        return (error as NodeJS.ErrnoException).code !== 'ENOENT';
    }
}

/**
 * bench/load.ts's `load` with wrk (C, one thread) sending: it takes about half the CPU autocannon takes for the
 * same requests (docs/performance.md), and the two cores it shares with
 * the server and PostgreSQL are the machine being measured. GETs only: the paths are drawn beforehand, enough
 * for `perSecond` answers a second, and go round if more are answered; a 400 or above is counted as failed,
 * without its status.
 */
export async function wrkLoad(
    base: string,
    next: (n: number) => Shot,
    options: { seconds: number; connections: number; token?: string },
    perSecond = 12_000
): Promise<Figures> {
    const count = Math.ceil(options.seconds * perSecond);
    const paths = Array.from({ length: count }, (_, n) => {
        const shot = next(n);
        if (shot.method && shot.method !== 'GET') throw new Error('wrkLoad sends GETs only');
        return shot.path;
    });
    const directory = await mkdtemp(path.join(tmpdir(), 'bench-wrk-'));
    try {
        const file = path.join(directory, 'paths');
        await writeFile(file, `${paths.join('\n')}\n`);
        const args = [
            '-t1',
            `-c${options.connections}`,
            `-d${options.seconds}s`,
            '--timeout',
            '10s',
        ];
        if (options.token) args.push('-H', `authorization: Bearer ${options.token}`);
        args.push('-s', script, base, '--', file);
        const { stdout } = await promisify(execFile)('wrk', args);
        return figuresOf(stdout);
    } finally {
        await rm(directory, { recursive: true, force: true });
    }
}

/** The figures of wrk's report, from the JSON line bench/wrk.lua's `done` prints last. */
export function figuresOf(stdout: string): Figures {
    const line = stdout.trim().split('\n').at(-1) ?? '';
    const summary = JSON.parse(line) as Record<string, number>;
    const { requests = 0, durationUs = 1, p50Us = 0, p99Us = 0, status = 0, socket = 0 } = summary;
    return {
        requestsPerSecond: requests / (durationUs / 1e6),
        p50: p50Us / 1000,
        p99: p99Us / 1000,
        failed: status + socket,
    };
}
