import { buildConsoleIfStale } from '../server/consoleBuild';

/**
 * The console is built once, before any worker starts its server (e2e/fixtures.ts): servers started side by
 * side would otherwise each find dist/ stale and build it at the same time.
 */
export default async function globalSetup() {
    if (!buildConsoleIfStale()) throw new Error('The console build failed.');
}
