import type { TestProject } from 'vitest/node';
import { adminPassword, createTestApp } from '../server/helpers.ts';

declare module 'vitest' {
    export interface ProvidedContext {
        ourServer: { baseUrl: string; username: string; password: string };
    }
}

/**
 * Our own server for the contract suite, with the demo data, on a free port of the loopback address. It runs
 * in vitest's main process because the suite's files run in jsdom, where the database cannot start.
 */
export default async function setup(project: TestProject) {
    const test = await createTestApp('pglite', { config: { seedDemo: true } });
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    project.provide('ourServer', { baseUrl, username: 'admin', password: adminPassword });
    return () => test.close();
}
