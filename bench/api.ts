import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchDatabase, cacheLine, fillDatabase, settle } from './apiDatabase.ts';
import { printOrders, runOrders } from './apiOrders.ts';
import { recordStatements, valuesFor, type WorkloadName } from './apiStatements.ts';
import {
    apiShot,
    bareShot,
    drawsFrom,
    mixedVouchers,
    mixedWorkload,
    valueDrawer,
} from './apiWorkloads.ts';
import { type Figures, percentile, shown, tableLine } from './figures.ts';
import { load } from './load.ts';
import { pgbench } from './pgbench.ts';
import { profileAreas } from './profile.ts';
import { alternate, repeat } from './rounds.ts';
import { rssOf } from './rss.ts';
import { benchPassword } from './scratchDatabase.ts';
import { signIn } from './signIn.ts';
import { startServer } from './startServer.ts';
import { hasWrk, wrkLoad } from './wrk.ts';

// npm run bench:api [-- --backend postgres|pglite --customers N --duration S --rounds R --profile --fresh
//                      --generator wrk|autocannon --rate N --orders-only]
// The API's routes under workloads where every request differs, each beside two references measured in the same
// run: a bare node:http + pg handler running the same SQL (the Node floor, bench/bareServer.ts) and pgbench
// running it too (the database's ceiling; PostgreSQL only). See docs/performance.md.
const { values } = parseArgs({
    options: {
        backend: { type: 'string' },
        customers: { type: 'string' },
        duration: { type: 'string', default: '5' },
        rounds: { type: 'string', default: '3' },
        profile: { type: 'boolean', default: false },
        fresh: { type: 'boolean', default: false },
        generator: { type: 'string' },
        rate: { type: 'string', default: '100' },
        'orders-only': { type: 'boolean', default: false },
    },
});
// What sends the GET workloads: autocannon by default, or with `--generator wrk` Debian's wrk, which leaves more
// of the two cores to the server and PostgreSQL (docs/performance.md). The mixed
// workload's writes and per-kind figures need autocannon either way.
const generator = values.generator ?? 'autocannon';
if (generator !== 'wrk' && generator !== 'autocannon') {
    throw new Error('--generator is wrk or autocannon');
}
if (generator === 'wrk' && !hasWrk())
    throw new Error('--generator wrk needs wrk (apt-get install wrk)');
const send = generator === 'wrk' ? wrkLoad : load;
// Each workload runs `rounds` times on the API and on the floor in turns, `seconds` each (bench/rounds.ts).
const seconds = Number(values.duration);
const rounds = Number(values.rounds);
if (!(seconds > 0) || !Number.isInteger(rounds) || rounds < 1) {
    throw new Error(
        '--duration must be a number of seconds above 0 and --rounds a whole number from 1'
    );
}
const connections = 50;
// The open-loop rate of the every-order workloads (bench/apiOrders.ts); --orders-only runs only those.
const rate = Number(values.rate);
if (!(rate > 0)) throw new Error('--rate must be a number of requests a second above 0');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDirectory = path.join(root, 'bench', 'results');
const workloads: WorkloadName[] = ['pages', 'detail', 'search'];
const labels: Record<WorkloadName | 'mixed' | 'oneUrl', string> = {
    pages: 'customer list, page 1-200 at random',
    detail: 'customer detail, random id',
    search: 'customer search, 3-8 characters',
    mixed: 'mixed staff workload (10% writes)',
    oneUrl: 'one URL, page 1 (shared reads)',
};

/** The issue's goals: a share of the Node floor and a p99, per backend and workload. */
function goalOf(backend: string, workload: keyof typeof labels) {
    const floorShare = backend === 'postgres' ? 0.8 : 0.5;
    if (workload === 'pages' || workload === 'detail')
        return { floorShare, p99: backend === 'postgres' ? 50 : undefined };
    if (workload === 'search' || workload === 'mixed')
        return { floorShare: undefined, p99: backend === 'postgres' ? 100 : undefined };
    return { floorShare: undefined, p99: undefined };
}

async function run(backend: 'postgres' | 'pglite') {
    const customers = Number(values.customers ?? (backend === 'postgres' ? 1_000_000 : 100_000));
    console.log(
        `\n${backend}: ${customers.toLocaleString('en')} customers, ${connections} connections, ${rounds} rounds of ${seconds} s a row, sent by ${generator} (mixed: autocannon)`
    );
    const database = await benchDatabase(backend, customers, resultsDirectory, values.fresh);
    const db = await fillDatabase(database, customers);
    if (backend === 'postgres') console.log(`  ${await cacheLine(db)}`);
    const draws = await drawsFrom(db);
    const recorded = await recordStatements(db, database.databaseUrl);
    await db.destroy();
    const options = { seconds, connections };
    const rows: Record<string, { api?: Figures; floor?: Figures; ceiling?: Figures }> = {};
    const row = (name: string) => {
        rows[name] ??= {};
        return rows[name];
    };

    // On PostgreSQL the API and the floor run in turns, then pgbench: one at a time, so none shares the cores
    // with another (an idle server costs nothing). PGlite lets one process at a time open its database, so
    // there the floor's rounds follow the API's.
    let deep: { page: number; ms: number }[] = [];
    // The API's resident memory after each closed-loop workload, MB.
    const rssAfter: Record<string, number> = {};
    const profileDirectory = values.profile
        ? await mkdtemp(path.join(tmpdir(), 'bench-profile-'))
        : '';
    const startFloor = () =>
        startServer(
            { ...database.env, BENCH_STATEMENTS: JSON.stringify(recorded) },
            { script: 'bareServer.ts' }
        );
    const floorLoad = (base: string, workload: WorkloadName) => {
        const value = valueDrawer(workload, draws);
        const next = () => bareShot(workload, value());
        return {
            warm: () => send(base, next, { ...options, seconds: 2 }),
            run: () => send(base, next, options),
        };
    };
    const api = await startServer(database.env);
    if (typeof api.started.indexMs === 'number') {
        const rss = Math.round(rssOf(api.child.pid as number) / 1048576);
        console.log(
            `  customer search index built in ${shown(api.started.indexMs / 1000)} s; API RSS ${rss} MB`
        );
    }
    const bare = backend === 'postgres' ? await startFloor() : undefined;
    try {
        const { token, api: client } = await signIn(api.base, benchPassword);
        const pid = api.child.pid as number;
        const orderRows = await runOrders({ base: api.base, pid }, token, draws, {
            rate,
            seconds,
            rounds,
        });
        printOrders(orderRows, rate);
        if (values['orders-only']) return;
        const { voucherIds, assignable } = await mixedVouchers(client);
        const withToken = { ...options, token };
        for (const workload of workloads) {
            await settle(database.databaseUrl);
            const value = valueDrawer(workload, draws);
            const toApi = () => apiShot(workload, value());
            const onApi = () => send(api.base, toApi, withToken);
            await send(api.base, toApi, { ...withToken, seconds: 2 });
            if (!bare) {
                row(workload).api = await repeat(onApi, rounds);
            } else {
                const floor = floorLoad(bare.base, workload);
                await floor.warm();
                [row(workload).api, row(workload).floor] = await alternate(
                    onApi,
                    floor.run,
                    rounds
                );
            }
            rssAfter[workload] = Math.round(rssOf(pid) / 1048576);
        }
        const mixed = mixedWorkload(draws, voucherIds, assignable);
        const longer = { ...withToken, seconds: seconds * rounds };
        await settle(database.databaseUrl);
        row('mixed').api = await load(api.base, mixed, longer);
        rssAfter.mixed = Math.round(rssOf(pid) / 1048576);
        row('oneUrl').api = await send(api.base, () => apiShot('pages', 0), longer);
        rssAfter.oneUrl = Math.round(rssOf(pid) / 1048576);
        deep = await deepPages(api.base, token);
    } finally {
        await Promise.all([api.stop(), bare?.stop()]);
    }
    if (backend === 'pglite') {
        const floorServer = await startFloor();
        try {
            for (const workload of workloads) {
                const floor = floorLoad(floorServer.base, workload);
                await floor.warm();
                row(workload).floor = await repeat(floor.run, rounds);
            }
        } finally {
            await floorServer.stop();
        }
    }
    if (values.profile) {
        const profiled = await startServer({
            ...database.env,
            BENCH_CPU_PROFILE_DIR: profileDirectory,
        });
        try {
            const { token } = await signIn(profiled.base, benchPassword);
            for (const workload of ['pages', 'detail'] as const) {
                const value = valueDrawer(workload, draws);
                await send(profiled.base, () => apiShot(workload, value()), {
                    ...options,
                    seconds: seconds * rounds,
                    token,
                });
            }
        } finally {
            await profiled.stop();
        }
    }
    if (database.databaseUrl) {
        for (const workload of workloads) {
            const value = valueDrawer(workload, draws);
            const drawn = Array.from({ length: 2000 }, () =>
                valuesFor(recorded[workload], String(value()))
            );
            row(workload).ceiling = await pgbench(database.databaseUrl, recorded[workload], drawn, {
                clients: 10,
                seconds: seconds * rounds,
            });
        }
    }

    print(backend, rows);
    console.log(
        `  API RSS after each workload: ${Object.entries(rssAfter)
            .map(([name, mb]) => `${labels[name as keyof typeof labels].split(',')[0]} ${mb} MB`)
            .join(', ')}`
    );
    console.log(
        `\ndeep pages of the customer list, one request at a time, median of 5: ${deep
            .map(({ page, ms }) => `page ${page.toLocaleString('en')} ${shown(ms)} ms`)
            .join(', ')}`
    );
    if (values.profile) await printProfile(profileDirectory);
    await mkdir(resultsDirectory, { recursive: true });
    await writeFile(
        path.join(resultsDirectory, `api-${backend}-${customers}.json`),
        JSON.stringify(
            {
                backend,
                customers,
                seconds,
                rounds,
                connections,
                generator,
                at: new Date().toISOString(),
                rows,
            },
            null,
            2
        )
    );
}

/** Pages 1, 100, 1,000 and 10,000 of the console's customer list, each asked five times, one at a time. */
async function deepPages(base: string, token: string) {
    const timings = [];
    let total = Number.POSITIVE_INFINITY;
    for (const page of [1, 100, 1000, 10_000]) {
        // A page past the end is answered empty at once: it says nothing about deep pages.
        if ((page - 1) * 25 >= total) break;
        const times: number[] = [];
        for (let attempt = 0; attempt < 5; attempt++) {
            const started = performance.now();
            const response = await fetch(base + apiShot('pages', (page - 1) * 25).path, {
                headers: { authorization: `Bearer ${token}` },
            });
            const answer = (await response.json()) as { total?: number };
            if (!response.ok) throw new Error(`page ${page} answered ${response.status}`);
            total = answer.total ?? total;
            times.push(performance.now() - started);
        }
        timings.push({ page, ms: percentile(times).p50 });
    }
    return timings;
}

function print(
    backend: string,
    rows: Record<string, { api?: Figures; floor?: Figures; ceiling?: Figures }>
) {
    const widths = [38, 8, 7, 7, 8, 7, 7, 8, 7, 7, 7, 12];
    const header = [
        'workload',
        'API/s',
        'p50',
        'p99',
        'floor/s',
        'p50',
        'p99',
        'pgbench',
        'p50',
        'p99',
        'API/fl',
        'goal',
    ];
    console.log(`\n${tableLine(header, widths)}`);
    for (const [name, { api, floor, ceiling }] of Object.entries(rows)) {
        const cells = (figures?: Figures) =>
            figures
                ? [shown(figures.requestsPerSecond), shown(figures.p50), shown(figures.p99)]
                : ['-', '-', '-'];
        const ratio = api && floor ? api.requestsPerSecond / floor.requestsPerSecond : undefined;
        const goal = goalOf(backend, name as keyof typeof labels);
        const met =
            (goal.floorShare === undefined || (ratio ?? 0) >= goal.floorShare) &&
            (goal.p99 === undefined || (api?.p99 ?? Infinity) < goal.p99);
        const goalText =
            goal.floorShare === undefined && goal.p99 === undefined ? '-' : met ? 'met' : 'missed';
        const failed = [api, floor, ceiling].reduce(
            (sum, figures) => sum + (figures?.failed ?? 0),
            0
        );
        console.log(
            tableLine(
                [
                    labels[name as keyof typeof labels],
                    ...cells(api),
                    ...cells(floor),
                    ...cells(ceiling),
                    ratio === undefined ? '-' : ratio.toFixed(2),
                    failed
                        ? `${goalText}, ${failed} failed ${JSON.stringify(api?.refusals ?? {})}`
                        : goalText,
                ],
                widths
            )
        );
    }
    const byKind = rows.mixed?.api?.byKind;
    if (byKind) {
        console.log(
            `  the mixed workload by kind, p50 / p99 ms (n): ${Object.entries(byKind)
                .map(([kind, f]) => `${kind} ${shown(f.p50)} / ${shown(f.p99)} (${f.count})`)
                .join(', ')}`
        );
    }
    const reach = reachLine(backend, rows);
    if (reach) console.log(reach);
    console.log(
        'goals: PostgreSQL list and detail >= 0.80x the floor with p99 < 50 ms, search and mixed p99 < 100 ms;'
    );
    console.log(
        '       PGlite list and detail >= 0.50x the floor. pgbench: 10 clients (the server pool), + 1 lookup each.'
    );
}

/**
 * What a p99 goal asks of the machine. With `connections` requests always under way, the mean time of one is
 * connections / (req/s) (Little's law), and the p99 is never below the mean: a p99 under G ms needs at least
 * connections x 1000 / G req/s. Printed beside the floor's and pgbench's rates, it says whether a goal is
 * within this machine's reach at all for the same SQL (when even the database alone answers fewer, it is not).
 */
function reachLine(
    backend: string,
    rows: Record<string, { api?: Figures; floor?: Figures; ceiling?: Figures }>
) {
    const parts = Object.entries(rows).flatMap(([name, { floor, ceiling }]) => {
        const p99 = goalOf(backend, name as keyof typeof labels).p99;
        if (p99 === undefined) return [];
        const rates = [
            floor && `floor ${shown(floor.requestsPerSecond)}`,
            ceiling && `pgbench ${shown(ceiling.requestsPerSecond)}`,
        ].filter(Boolean);
        const label = labels[name as keyof typeof labels].split(',')[0];
        const least = shown((connections * 1000) / p99);
        return [`${label} ${least}${rates.length ? ` (${rates.join(', ')})` : ''}`];
    });
    return parts.length
        ? `  least req/s each p99 goal needs (Little's law, ${connections} connections): ${parts.join('; ')}`
        : '';
}

async function printProfile(directory: string) {
    const { areas, functions } = await profileAreas(directory);
    const line = ({ name, ms, share }: { name: string; ms: number; share: number }) =>
        `  ${name.padEnd(60)} ${ms.toFixed(0).padStart(7)} ms ${(share * 100).toFixed(1).padStart(5)}%`;
    console.log('\nAPI CPU profile under the list and detail workloads, self time by area:');
    for (const area of areas.slice(0, 14)) console.log(line(area));
    console.log('the functions with the most self time:');
    for (const top of functions.slice(0, 15)) console.log(line(top));
    await rm(directory, { recursive: true, force: true });
}

const backends = (['postgres', 'pglite'] as const).filter(
    backend =>
        (!values.backend || backend === values.backend) &&
        (backend === 'pglite' || process.env.DATABASE_URL)
);
if (values.backend === 'postgres' && !process.env.DATABASE_URL) {
    console.error('bench:api --backend postgres needs DATABASE_URL (postgres://...)');
    process.exit(1);
}
for (const backend of backends) await run(backend);
