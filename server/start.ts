import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './main.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const sources = ['src', 'index.html', 'vite.config.ts', 'tools', 'package.json', 'public'];

function newestChange(target: string): number {
    if (!existsSync(target)) return 0;
    const stats = statSync(target);
    if (!stats.isDirectory()) return stats.mtimeMs;
    return readdirSync(target).reduce(
        (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
        0
    );
}

/** The console is (re)built when dist/ is missing or older than any of its sources. */
function consoleIsStale(): boolean {
    const built = path.join(dist, 'index.html');
    if (!existsSync(built)) return true;
    const sourcesChanged = Math.max(
        ...sources.map(source => newestChange(path.join(root, source)))
    );
    return sourcesChanged > statSync(built).mtimeMs;
}

if (consoleIsStale()) {
    console.log('Building the console (vite build)...');
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
        cwd: root,
        stdio: 'inherit',
    });
    if (result.status !== 0) {
        console.error('The console build failed.');
        process.exit(result.status ?? 1);
    }
}

startServer(dist).catch(error => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
});
