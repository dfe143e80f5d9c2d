import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { readConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedCustomers } from '../server/seed/customers.ts';
import { seedOnFirstStart } from '../server/seed/firstStart.ts';

// npm run bench:api [-- --customers N --duration S --backend pglite|postgres]: seeds N customers, then measures the API routes with
// autocannon (50 connections) beside a constant-JSON route in the same run, on PGlite and, when DATABASE_URL
// is set, on PostgreSQL. Prints req/s, p50, p99 and each route's ratio to the constant route.
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

interface Backend {
    name: string;
    env: Record<string, string>;
}

async function seed(env: Record<string, string>): Promise<number> {
    const config = readConfig({
        ...process.env,
        ...env,
        SEED_DEMO: 'true',
        ADMIN_PASSWORD: 'bench-password',
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
    const middle = await db
        .selectFrom('customers')
        .select('id')
        .orderBy('id')
        .offset(Math.floor(Math.max(customers, 1) / 2))
        .limit(1)
        .executeTakeFirst();
    await db.destroy();
    return middle?.id ?? 1;
}

async function startServer(
    env: Record<string, string>
): Promise<{ child: ChildProcess; port: number; token: string }> {
    const child = spawn(process.execPath, [path.join(root, 'bench', 'apiServer.ts')], {
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    const firstLine = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
        child.once('exit', code => reject(new Error(`bench server exited with ${code}`)));
    });
    return { child, ...JSON.parse(firstLine) };
}

async function measure(url: string, token: string, seconds: number) {
    const result = await autocannon({
        url,
        connections: 50,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
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
    const customerId = await seed(backend.env);
    const { child, port, token } = await startServer(backend.env);
    const base = `http://127.0.0.1:${port}`;
    const routes: [string, string][] = [
        ['constant JSON', '/bench/constant'],
        ['GET /v1/i/customers?page=1&perPage=25', '/v1/i/customers?page=1&perPage=25'],
        [`GET /v1/i/customers/:id`, `/v1/i/customers/${customerId}`],
        ['GET /v1/i/vouchers', '/v1/i/vouchers'],
    ];
    const rows = [];
    try {
        for (const [, route] of routes) await measure(base + route, token, 2);
        for (const [name, route] of routes)
            rows.push({ route: name, ...(await measure(base + route, token, duration)) });
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
