import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { readConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedCustomers } from '../server/seed/customers.ts';
import { seedOnFirstStart } from '../server/seed/firstStart.ts';
import { signIn } from './signIn.ts';
import { startServer } from './startServer.ts';

// npm run bench:api [-- --customers N --duration S --backend pglite|postgres]: seeds N customers, then measures the API routes with
// autocannon (50 connections) beside a constant-JSON route in the same run, on PGlite and, when DATABASE_URL
// is set, on PostgreSQL. Prints req/s, p50, p99 and each route's ratio to the constant route. Signing in and
// finding the customer ids go through the typed client (contract/client); the load is autocannon's.
const { values } = parseArgs({
    options: {
        customers: { type: 'string', default: '100000' },
        duration: { type: 'string', default: '10' },
        backend: { type: 'string' },
    },
});
const customers = Number(values.customers);
const duration = Number(values.duration);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDirectory = path.join(root, 'bench', 'results');
const password = 'bench-password';

interface Backend {
    name: string;
    env: Record<string, string>;
}

async function seed(env: Record<string, string>) {
    const config = readConfig({
        ...process.env,
        ...env,
        SEED_DEMO: 'true',
        ADMIN_PASSWORD: password,
    });
    const db = connectDatabase(config);
    await migrateToLatest(db);
    await seedOnFirstStart(db, config, { warn: () => {}, info: () => {} } as never);
    const counted = await db
        .selectFrom('customers')
        .select(eb => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
    const missing = customers - Number(counted.count);
    if (missing > 0) {
        await seedCustomers(db, missing, done =>
            process.stdout.write(
                `\r  seeding ${done.toLocaleString('en')} of ${missing.toLocaleString('en')} customers`
            )
        );
        process.stdout.write('\n');
    }
    await db.destroy();
}

/** The lowest and highest customer ids, as the API lists them. */
async function customerIds(api: Awaited<ReturnType<typeof signIn>>['api']) {
    const end = async (order: 'asc' | 'desc') => {
        const { data } = await api.GET('/v1/i/customers', {
            params: { query: { sort: 'id', order, page: '1', perPage: '1' } },
        });
        const [customer] = data?.customers ?? [];
        if (!customer) throw new Error('no customers to measure');
        return Number(customer.id);
    };
    return { first: await end('asc'), last: await end('desc') };
}

/** A fixed path, or one worked out afresh for each request (the n-th request gets path(n)). */
type RoutePath = string | ((n: number) => string);

async function measure(base: string, route: RoutePath, token: string, seconds: number) {
    let sent = 0;
    const result = await autocannon({
        url: base + (typeof route === 'string' ? route : route(0)),
        connections: 50,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
        requests:
            typeof route === 'string'
                ? undefined
                : [{ setupRequest: request => ({ ...request, path: route(sent++) }) }],
    });
    return {
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
    };
}

async function run(backend: Backend) {
    console.log(`\n${backend.name}: ${customers.toLocaleString('en')} customers`);
    await seed(backend.env);
    const { child, port } = await startServer(backend.env);
    const base = `http://127.0.0.1:${port}`;
    const { token, api } = await signIn(base, password).catch(error => {
        child.kill('SIGTERM');
        throw error;
    });
    const ids = await customerIds(api);
    const spread = ids.last - ids.first + 1;
    // The routes, each one URL, then two where every request asks for something else, so that
    // identical reads under way cannot share one query (server/plugins/sharedReads.ts): those show what
    // each request costs the database on its own.
    const routes: [string, RoutePath][] = [
        ['constant JSON', '/bench/constant'],
        ['GET /v1/i/customers?page=1&perPage=25', '/v1/i/customers?page=1&perPage=25'],
        [`GET /v1/i/customers/:id`, `/v1/i/customers/${ids.first + Math.floor(spread / 2)}`],
        ['GET /v1/i/vouchers', '/v1/i/vouchers'],
        ['  pages 1 to 200 in turn', n => `/v1/i/customers?page=${1 + (n % 200)}&perPage=25`],
        [
            '  a different customer each time',
            n => `/v1/i/customers/${ids.first + ((n * 7919) % spread)}`,
        ],
    ];
    const rows = [];
    try {
        for (const [, route] of routes) await measure(base, route, token, 2);
        for (const [name, route] of routes)
            rows.push({ route: name, ...(await measure(base, route, token, duration)) });
    } finally {
        child.kill('SIGTERM');
    }
    const constant = rows[0]?.requestsPerSecond ?? 1;
    console.log(
        [
            'route'.padEnd(40),
            'req/s'.padStart(9),
            'p50 ms'.padStart(8),
            'p99 ms'.padStart(8),
            'ratio'.padStart(7),
            'non-2xx'.padStart(8),
        ].join(' ')
    );
    for (const row of rows) {
        const ratio = row.requestsPerSecond / constant;
        console.log(
            [
                row.route.padEnd(40),
                row.requestsPerSecond.toFixed(0).padStart(9),
                String(row.p50).padStart(8),
                String(row.p99).padStart(8),
                ratio.toFixed(2).padStart(7),
                String(row.non2xx + row.errors).padStart(8),
            ].join(' ')
        );
    }
    await mkdir(resultsDirectory, { recursive: true });
    const file = path.join(resultsDirectory, `api-${backend.name}-${customers}.json`);
    await writeFile(
        file,
        JSON.stringify(
            { backend: backend.name, customers, duration, at: new Date().toISOString(), rows },
            null,
            2
        )
    );
}

const backends: Backend[] = [
    {
        name: 'pglite',
        env: { DATA_DIR: path.join(resultsDirectory, `pglite-${customers}`), DATABASE_URL: '' },
    },
];
if (process.env.DATABASE_URL) {
    backends.push({
        name: 'postgres',
        env: {
            DATA_DIR: path.join(resultsDirectory, 'postgres-data'),
            DATABASE_URL: process.env.DATABASE_URL,
        },
    });
}
for (const backend of backends.filter(
    backend => !values.backend || backend.name === values.backend
)) {
    await run(backend);
}
