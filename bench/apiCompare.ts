import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchDatabase, cacheLine, fillDatabase, settle } from './apiDatabase.ts';
import type { WorkloadName } from './apiStatements.ts';
import { apiShot, drawsFrom, mixedVouchers, mixedWorkload, valueDrawer } from './apiWorkloads.ts';
import { type Figures, shown, tableLine } from './figures.ts';
import { load, type Shot } from './load.ts';
import { alternate } from './rounds.ts';
import { benchPassword } from './scratchDatabase.ts';
import { signIn } from './signIn.ts';
import { type BenchServer, startServer } from './startServer.ts';

// npm run bench:api-compare -- --against DIR [--customers N --duration S --rounds R --workloads a,b]
// This checkout's API against another build's (DIR: a working tree with its node_modules, such as
// `git worktree add /tmp/before <rev>` with node_modules linked), both on bench:api's PostgreSQL database, under
// bench:api's workloads, in turns: R rounds of S seconds each, the order flipped every round, the medians side by
// side. On a 2-vCPU VM one run's figures drift by a fifth to a half over an hour, so two builds measured in two
// runs of bench:api say little about a change; measured in turns, the drift falls on both (docs/performance.md).
// PostgreSQL only: two servers cannot open one PGlite database at once.
const { values } = parseArgs({
    options: {
        against: { type: 'string' },
        customers: { type: 'string', default: '1000000' },
        duration: { type: 'string', default: '5' },
        rounds: { type: 'string', default: '6' },
        workloads: { type: 'string', default: 'pages,detail,search,mixed' },
    },
});
const against = values.against ? path.resolve(values.against) : '';
const seconds = Number(values.duration);
const rounds = Number(values.rounds);
const customers = Number(values.customers);
const workloads = values.workloads.split(',');
const known = ['pages', 'detail', 'search', 'mixed'];
if (!against || !existsSync(path.join(against, 'bench', 'apiServer.ts')))
    throw new Error('--against must name another checkout, with bench/apiServer.ts');
if (!process.env.DATABASE_URL)
    throw new Error('bench:api-compare runs on PostgreSQL: set DATABASE_URL');
if (!(seconds > 0) || !Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(customers))
    throw new Error('--duration must be above 0, --rounds and --customers whole numbers');
const unknown = workloads.filter(name => !known.includes(name));
if (unknown.length > 0) throw new Error(`unknown workloads: ${unknown.join(', ')}`);

const database = await benchDatabase(
    'postgres',
    customers,
    path.join(import.meta.dirname, 'results'),
    false
);
const db = await fillDatabase(database, customers);
const draws = await drawsFrom(db);
const cache = await cacheLine(db);
await db.destroy();

const servers: BenchServer[] = [];
try {
    // The other build's server starts first; each is signed in once, as bench:api does.
    for (const checkout of [against, undefined])
        servers.push(await startServer(database.env, checkout ? { checkout } : {}));
    const [before, after] = await Promise.all(
        servers.map(async server => ({ server, ...(await signIn(server.base, benchPassword)) }))
    );
    if (!before || !after) throw new Error('both servers should have started');
    const vouchers = await mixedVouchers(after.api);
    console.log(
        `\nthis checkout (after) against ${against} (before): ${customers.toLocaleString('en')} customers, 50 connections, ${rounds} rounds of ${seconds} s each, in turns\n  ${cache}`
    );
    const widths = [10, 9, 7, 7, 9, 7, 7, 8];
    const header = ['workload', 'before/s', 'p50', 'p99', 'after/s', 'p50', 'p99', 'after/b'];
    console.log(tableLine(header, widths));
    for (const workload of workloads) {
        // One drawer for both builds: they are asked the same kinds of request from the same values.
        const next = nextOf(workload, vouchers);
        // Each round starts from a vacuumed database (apiDatabase.ts, settle), whichever build goes first.
        const on =
            ({ server, token }: typeof before, warm = false) =>
            async () => {
                await settle(database.databaseUrl);
                return load(server.base, next, {
                    connections: 50,
                    seconds: warm ? 2 : seconds,
                    token,
                });
            };
        await on(before, true)();
        await on(after, true)();
        const [was, now] = await alternate(on(before), on(after), rounds, true);
        const ratio = `${(now.requestsPerSecond / was.requestsPerSecond).toFixed(2)}x`;
        console.log(tableLine([workload, ...cells(was), ...cells(now), ratio], widths));
        for (const [kind, figures] of Object.entries(now.byKind ?? {})) {
            const earlier = was.byKind?.[kind];
            if (!earlier) continue;
            console.log(
                `  ${kind}: p50 ${shown(earlier.p50)} -> ${shown(figures.p50)}, p99 ${shown(earlier.p99)} -> ${shown(figures.p99)} ms`
            );
        }
    }
} finally {
    await Promise.all(servers.map(server => server.stop()));
}

function cells(figures: Figures) {
    return [shown(figures.requestsPerSecond), shown(figures.p50), shown(figures.p99)];
}

function nextOf(workload: string, vouchers: Awaited<ReturnType<typeof mixedVouchers>>) {
    if (workload === 'mixed') return mixedWorkload(draws, vouchers.voucherIds, vouchers.assignable);
    const value = valueDrawer(workload as WorkloadName, draws);
    return (): Shot => apiShot(workload as WorkloadName, value());
}
