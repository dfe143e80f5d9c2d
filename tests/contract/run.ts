import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Findings } from './live/findings.ts';

// `npm run test:contract`: the contract project (msw readings of spec §7 and our own server). With
// `-- --provider <URL>`: the console's providers against that live provider (live/provider.live.ts), as the
// staff member in CONTRACT_USERNAME / CONTRACT_PASSWORD, reads only unless `--writes`; then a report of what
// the provider honours. Exits non-zero when a case fails.

const root = path.resolve(import.meta.dirname, '../..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

const { values } = parseArgs({
    options: { provider: { type: 'string' }, writes: { type: 'boolean', default: false } },
});

if (!values.provider) {
    const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'contract'], {
        cwd: root,
        stdio: 'inherit',
    });
    process.exit(run.status ?? 1);
}

const provider = values.provider.replace(/\/+$/, '');
for (const name of ['CONTRACT_USERNAME', 'CONTRACT_PASSWORD']) {
    if (!process.env[name]) {
        console.error(`Set ${name} to the staff member to sign in as.`);
        process.exit(2);
    }
}

const work = mkdtempSync(path.join(tmpdir(), 'contract-'));
const reportFile = path.join(work, 'findings.json');
const casesFile = path.join(work, 'cases.json');
const run = spawnSync(
    process.execPath,
    [
        vitest,
        'run',
        '--config',
        'tests/contract/live/vitest.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${casesFile}`,
    ],
    {
        cwd: root,
        stdio: 'inherit',
        env: {
            ...process.env,
            CONTRACT_PROVIDER: provider,
            CONTRACT_WRITES: values.writes ? '1' : '0',
            CONTRACT_REPORT: reportFile,
        },
    }
);

const readJson = <T>(file: string): T | undefined => {
    try {
        return JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
        return undefined;
    }
};
const findings = readJson<Findings>(reportFile);
const cases = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(
    casesFile
);
rmSync(work, { recursive: true, force: true });
if (!findings || !cases) {
    console.error('The suite wrote no report: see its output above.');
    process.exit(run.status || 1);
}

const lines = [
    '',
    `Contract check of ${provider} (${findings.writes ? 'with writes on records of its own' : 'reads only; --writes to write records of its own'})`,
    '',
    'Calls of spec §7',
];
for (const call of findings.calls) {
    const detail =
        call.outcome === 'not tried'
            ? /^(POST|PATCH|DELETE) /.test(call.call) && !findings.writes
                ? ' (a write: --writes)'
                : ''
            : ` (${call.statuses.join(', ')})`;
    lines.push(`  ${call.outcome.padEnd(10)} ${call.call}${detail}`);
}
lines.push('', 'Readings of spec §7 (more than one: the provider answers both)');
for (const [axis, seen] of Object.entries(findings.readings)) {
    lines.push(`  ${axis.padEnd(14)} ${seen.join(', ') || 'not seen'}`);
}
const { offered, absent, unknown } = findings.extensions;
lines.push('', 'Our extensions (X-Extensions of the session answers)');
for (const name of offered) lines.push(`  offered  ${name}: ${findings.probes[name] ?? 'named'}`);
lines.push(`  absent   ${absent.join(', ') || 'none'}`);
if (unknown.length > 0) lines.push(`  unknown  ${unknown.join(', ')} (named, not ours)`);
const notes = Object.entries(findings.probes).filter(([name]) => !offered.includes(name));
for (const [name, note] of notes) lines.push(`  note     ${name}: ${note}`);
if (findings.leftBehind.length > 0) {
    lines.push('', 'Left behind (no call removes them)');
    for (const record of findings.leftBehind) lines.push(`  ${record}`);
}
const count = (outcome: string) => findings.calls.filter(call => call.outcome === outcome).length;
lines.push(
    '',
    `Summary: cases ${cases.numPassedTests} passed, ${cases.numFailedTests} failed, ${cases.numPendingTests} skipped; ` +
        `§7 calls ${count('honoured')} honoured, ${count('refused')} refused, ${count('not tried')} not tried ` +
        `of ${findings.calls.length}; extensions ${offered.length} offered, ${absent.length} absent`
);
console.log(lines.join('\n'));
process.exit(run.status ?? 1);
