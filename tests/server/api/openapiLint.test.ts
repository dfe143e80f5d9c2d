import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** A linter's findings: it exits non-zero on an error, so its report is read from stdout either way. */
async function findings(command: string, args: string[]): Promise<string> {
    try {
        const { stdout, stderr } = await run(command, args, { cwd: root, maxBuffer: 1 << 26 });
        return `${stdout}\n${stderr}`;
    } catch (error) {
        const failed = error as { stdout?: string; stderr?: string };
        return `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`;
    }
}

// The document the app serves, linted by both linters with the configurations at the repository's root
// (redocly.yaml, .spectral.yaml); any error or warning fails, so a rule is silenced only there, with a reason.
describe('OpenAPI document lint', () => {
    let test: TestApp;
    let directory: string;
    let file: string;
    beforeAll(async () => {
        test = await createTestApp('pglite');
        directory = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
        file = join(directory, 'openapi.json');
        await writeFile(file, (await test.app.inject({ url: '/v1/i/openapi.json' })).body);
    });
    afterAll(async () => {
        await test.close();
        await rm(directory, { recursive: true, force: true });
    });

    it('has no Redocly finding', { timeout: 120_000 }, async () => {
        const report = await findings(bin('redocly'), [
            'lint',
            file,
            '--config',
            join(root, 'redocly.yaml'),
            '--format',
            'stylish',
        ]);
        expect(report).toMatch(/Woohoo! Your API description is valid/);
        expect(report).not.toMatch(/\d+ (errors?|warnings?)/);
    });

    it('has no Spectral finding', { timeout: 120_000 }, async () => {
        const report = await findings(bin('spectral'), [
            'lint',
            file,
            '--ruleset',
            join(root, '.spectral.yaml'),
            '--fail-severity',
            'hint',
            '--format',
            'text',
        ]);
        expect(report.trim()).toMatch(/No results with a severity of 'hint' or higher found!/);
    });
});
