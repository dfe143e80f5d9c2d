import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { customersRepository } from '../server/customers/repository.ts';
import { readTrigramShares } from '../server/customers/search/repository/trigramShares.ts';
import { benchDatabase, fillDatabase } from './apiDatabase.ts';
import { consoleList } from './apiStatements.ts';
import { drawsFrom } from './apiWorkloads.ts';
import { quantile } from './figures.ts';

// npm run bench:search-alone [-- --backend postgres|pglite --customers N --count K --fragments FILE
//     --windows A,B | --without-shares --rounds R]
// The console's customer search one request at a time, straight through the repository (no HTTP, nothing
// else running): what each search costs the database, where bench:api's search row measures a queue of 50.
// Runs on bench:api's database (seeded here if it is not there yet), with K of bench:api's fragments drawn
// afresh, after 20 untimed; prints p50, p90, p99, the mean and the slowest dozen with their counts. With
// --fragments, the fragments are read from FILE (one JSON string a line) if it exists and written there if
// not, so that two builds are timed on the same searches. With --windows A,B,... each fragment is timed with
// each window of newest customers read first (searchWindow.ts) in turns, --rounds times, in this one process,
// and each window's figures are those of the fragments' medians: a comparison the machine's drift between two
// runs would otherwise swamp (docs/performance.md). --without-shares does the same with and without the trigram
// shares that pick what a search asks the index for (trigramShares.ts). Every search
// is timed with the shares the server reads when it starts.
const { values } = parseArgs({
    options: {
        backend: { type: 'string' },
        customers: { type: 'string' },
        count: { type: 'string', default: '300' },
        fragments: { type: 'string' },
        windows: { type: 'string' },
        'without-shares': { type: 'boolean', default: false },
        rounds: { type: 'string', default: '5' },
    },
});
const backend = (values.backend ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite')) as
    | 'postgres'
    | 'pglite';
const customers = Number(values.customers ?? (backend === 'postgres' ? 1_000_000 : 100_000));
const count = Number(values.count);
const windows = values.windows?.split(',').map(Number) ?? [];
const rounds = Number(values.rounds);
if (
    ![customers, count, rounds, ...windows].every(Number.isInteger) ||
    count < 1 ||
    rounds < 1 ||
    windows.some(window => window < 1)
) {
    throw new Error('--customers, --count, --rounds and --windows must be whole numbers');
}

const resultsDirectory = path.join(import.meta.dirname, 'results');
const database = await benchDatabase(backend, customers, resultsDirectory, false);
const db = await fillDatabase(database, customers);
try {
    const trigramShares = await readTrigramShares(db);
    const repository = customersRepository(db, { trigramShares });
    const file = values.fragments;
    const saved = file !== undefined && existsSync(file);
    const fragments =
        file && saved
            ? readFileSync(file, 'utf8')
                  .trim()
                  .split('\n')
                  .map(line => JSON.parse(line) as string)
            : (await drawsFrom(db)).fragments.slice(0, count);
    if (file && !saved) {
        writeFileSync(file, `${fragments.map(fragment => JSON.stringify(fragment)).join('\n')}\n`);
    }
    for (const fragment of fragments.slice(0, 20)) await repository.list(consoleList(1, fragment));
    if (windows.length > 0) {
        const variants = windows.map(searchWindow => ({
            label: `window ${searchWindow.toLocaleString('en')}`,
            repository: customersRepository(db, { searchWindow, trigramShares }),
        }));
        await compare(variants, fragments, rounds);
    } else if (values['without-shares']) {
        const variants = [
            { label: 'with the shares', repository },
            { label: 'without', repository: customersRepository(db) },
        ];
        await compare(variants, fragments, rounds);
    } else {
        const timed: { ms: number; fragment: string; total: string }[] = [];
        for (const fragment of fragments) {
            const started = performance.now();
            const answer = await repository.list(consoleList(1, fragment));
            timed.push({
                ms: performance.now() - started,
                fragment,
                total: `${answer.total}${answer.totalCapped ? '+' : ''}`,
            });
        }
        const ms = timed.map(entry => entry.ms);
        const at = (share: number) => quantile(ms, share).toFixed(1);
        const mean = ms.reduce((sum, value) => sum + value, 0) / ms.length;
        console.log(
            `${backend}, ${customers.toLocaleString('en')} customers, ${timed.length} searches one at a time: ` +
                `p50 ${at(0.5)} ms, p90 ${at(0.9)}, p99 ${at(0.99)}, mean ${mean.toFixed(1)}`
        );
        console.log('slowest:');
        for (const entry of timed.sort((a, b) => b.ms - a.ms).slice(0, 12)) {
            console.log(
                `  ${entry.ms.toFixed(0).padStart(5)} ms  ${JSON.stringify(entry.fragment)} (${entry.total})`
            );
        }
    }
} finally {
    await db.destroy();
}

/** Times every fragment with each variant in turns, `rounds` times; prints each variant's medians' figures. */
async function compare(
    variants: { label: string; repository: ReturnType<typeof customersRepository> }[],
    fragments: string[],
    rounds: number
) {
    const times = variants.map(() => fragments.map((): number[] => []));
    for (let round = 0; round < rounds; round++) {
        for (const [index, fragment] of fragments.entries()) {
            // Each fragment's variants in a different order every time, so neither always runs first.
            for (let turn = 0; turn < variants.length; turn++) {
                const which = (turn + index + round) % variants.length;
                const started = performance.now();
                await variants[which].repository.list(consoleList(1, fragment));
                times[which][index].push(performance.now() - started);
            }
        }
    }
    for (const [which, { label }] of variants.entries()) {
        const medians = times[which].map(each => quantile(each, 0.5));
        const mean = medians.reduce((sum, value) => sum + value, 0) / medians.length;
        const at = (share: number) => quantile(medians, share).toFixed(1);
        console.log(
            `${label}: ${fragments.length} searches x ${rounds} in turns, ` +
                `medians' p50 ${at(0.5)} ms, p90 ${at(0.9)}, p99 ${at(0.99)}, mean ${mean.toFixed(2)}`
        );
    }
}
