import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The contract suite against a live provider (run.ts sets it up): the console's providers in jsdom, as the
// contract project of the root config runs them, but on this folder's suite alone.
export default defineConfig({
    root: path.resolve(import.meta.dirname, '../../..'),
    test: {
        name: 'contract-live',
        environment: 'jsdom',
        include: ['tests/contract/live/*.live.ts'],
        // One provider, one session: the cases run in order and share what they found.
        fileParallelism: false,
        testTimeout: 30_000,
        hookTimeout: 30_000,
    },
});
