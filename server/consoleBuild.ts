import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The built console (dist/) served by `npm start` and by the end-to-end servers: built once, and again only
// when one of its sources is newer than the build.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dist = path.join(root, 'dist');
const sources = [
    'src',
    'contract',
    'index.html',
    'vite.config.ts',
    'tools',
    'package.json',
    'public',
];

function newestChange(target: string): number {
    if (!existsSync(target)) return 0;
    const stats = statSync(target);
    if (!stats.isDirectory()) return stats.mtimeMs;
    return readdirSync(target).reduce(
        (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
        0
    );
}

/** Whether dist/ is missing or older than any of its sources. */
export function consoleIsStale(): boolean {
    const built = path.join(dist, 'index.html');
    if (!existsSync(built)) return true;
    const sourcesChanged = Math.max(
        ...sources.map(source => newestChange(path.join(root, source)))
    );
    return sourcesChanged > statSync(built).mtimeMs;
}

/** Runs `vite build` when the console is stale; false when the build failed. */
export function buildConsoleIfStale(): boolean {
    if (!consoleIsStale()) return true;
    console.log('Building the console (vite build)...');
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
        cwd: root,
        stdio: 'inherit',
    });
    return result.status === 0;
}
