import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '../../e2e/server.ts';
import { spec7Credentials, startSpec7Server } from '../../e2e/spec7Server.ts';
import { extensions } from '../../server/extensions/routes.ts';

// `npm run test:contract -- --provider <URL>` (run.ts) as an integrator runs it: against our own server
// (serverSetup.ts) with writes, and against a provider of spec §7 alone, reads only. Both at once, each a
// vitest of its own.

const root = path.resolve(import.meta.dirname, '../..');
const run = async (
    provider: string,
    credentials: { username: string; password: string },
    args: string[] = []
) => {
    try {
        const { stdout } = await promisify(execFile)(
            process.execPath,
            ['tests/contract/run.ts', '--provider', provider, ...args],
            {
                cwd: root,
                env: {
                    ...process.env,
                    CONTRACT_USERNAME: credentials.username,
                    CONTRACT_PASSWORD: credentials.password,
                    FORCE_COLOR: '0',
                    NO_COLOR: '1',
                },
            }
        );
        return { code: 0, stdout };
    } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return { code: failed.code ?? 1, stdout: `${failed.stdout}\n${failed.stderr}` };
    }
};

describe('the provider mode of the contract suite', () => {
    let spec7: RunningServer;
    let answers: Promise<[Awaited<ReturnType<typeof run>>, Awaited<ReturnType<typeof run>>]>;

    beforeAll(async () => {
        spec7 = await startSpec7Server({ port: 0, console: false });
        const { baseUrl, username, password } = inject('ourServer');
        answers = Promise.all([
            run(baseUrl, { username, password }, ['--writes']),
            run(spec7.baseURL, spec7Credentials),
        ]);
    });
    afterAll(() => spec7?.stop());

    it('passes against our server with writes, every call honoured and every extension offered', async () => {
        const [ours] = await answers;
        expect(ours.stdout).toContain('with writes on records of its own');
        expect(ours.stdout).toContain(
            `Summary: cases 9 passed, 0 failed, 0 skipped; §7 calls 17 honoured, 0 refused, 0 not tried of 17; ` +
                `extensions ${extensions.length} offered, 0 absent`
        );
        expect(ours.stdout).not.toContain('Left behind');
        expect(ours.code).toBe(0);
    }, 90_000);

    it('passes the §7 reads against a provider of §7 alone, and reports our extensions absent', async () => {
        const [, theirs] = await answers;
        expect(theirs.stdout).toContain(
            `Summary: cases 6 passed, 0 failed, 3 skipped; §7 calls 10 honoured, 0 refused, 7 not tried of 17; ` +
                `extensions 0 offered, ${extensions.length} absent`
        );
        expect(theirs.stdout).toMatch(/not tried {2}POST \/v1\/i\/vouchers \(a write: --writes\)/);
        expect(theirs.stdout).toMatch(/ids +numbers/);
        expect(theirs.stdout).toMatch(/lists +whole, no total/);
        expect(theirs.code).toBe(0);
    }, 90_000);
});
