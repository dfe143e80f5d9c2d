import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { readConfig } from '../server/config.ts';
import { customersRepository } from '../server/customers/repository.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { ListRequest } from '../server/repository/readList.ts';
import { insertCustomers } from '../server/seed/customers.ts';
import { seedOnFirstStart } from '../server/seed/firstStart.ts';
import { consoleList } from './apiStatements.ts';
import { percentile } from './figures.ts';
import { load } from './load.ts';
import { signIn } from './signIn.ts';
import { startServer } from './startServer.ts';

// npm run bench:search [-- --customers N --duration S]: customer search on a fresh PostgreSQL database (next to
// DATABASE_URL's, dropped at the end) holding N customers made by generate_series. For fragments of 1, 2, 3 and
// 5 characters cut from seeded names and emails, 50 connections send the console's own search (newest first,
// active customers, 25 a page) with a different fragment or page each time; beside it, the same repository
// call made in-process straight on a pg pool of the server's size (no HTTP), 50 at a time: the database's share.
const { values } = parseArgs({
    options: {
        customers: { type: 'string', default: '1000000' },
        duration: { type: 'string', default: '10' },
    },
});
const customers = Number(values.customers);
const duration = Number(values.duration);
const lengths = [1, 2, 3, 5];
const goalFrom = 3;
const goalP99 = 100;
const password = 'bench-password';
if (!process.env.DATABASE_URL) throw new Error('bench:search needs DATABASE_URL (PostgreSQL)');

const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
const name = `bench_search_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${name}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-search-'));
const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, ADMIN_PASSWORD: password };
const config = readConfig({ ...process.env, ...env });
const db = connectDatabase(config);

/** The console's request for page `page` of a search for `q` (lib/paging reads `q` lower-case). */
const request = (q: string, page: number): ListRequest => consoleList(page, q.toLowerCase());
const pathOf = (q: string, page: number) =>
    `/v1/i/customers?page=${page}&perPage=25&sort=registeredAt&order=DESC&status=active&q=${encodeURIComponent(q)}`;

/** Fragments of `length` characters from real rows, without spaces at their ends (the API trims them). */
function fragmentsOf(texts: string[], length: number): string[] {
    const found = new Set<string>();
    for (let attempt = 0; found.size < 2000 && attempt < 50_000; attempt++) {
        const text = texts[Math.floor(Math.random() * texts.length)] as string;
        const start = Math.floor(Math.random() * Math.max(1, text.length - length + 1));
        const fragment = text.slice(start, start + length);
        if (fragment.length === length && fragment.trim() === fragment) found.add(fragment);
    }
    return [...found];
}

/** Request n: the n-th fragment, on page 1 to 10 once the fragments have all been asked: no two alike in a row. */
const nth = (fragments: string[], n: number) => ({
    q: fragments[n % fragments.length] as string,
    page: 1 + (Math.floor(n / fragments.length) % 10),
});

async function direct(fragments: string[], seconds: number) {
    const repository = customersRepository(db);
    const latencies: number[] = [];
    const end = Date.now() + seconds * 1000;
    let n = 0;
    const worker = async () => {
        while (Date.now() < end) {
            const { q, page } = nth(fragments, n++);
            const started = performance.now();
            await repository.list(request(q, page));
            latencies.push(performance.now() - started);
        }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    const { p50, p99 } = percentile(latencies);
    return {
        requestsPerSecond: latencies.length / seconds,
        p50: Math.round(p50),
        p99: Math.round(p99),
        failed: 0,
    };
}

async function overHttp(base: string, token: string, fragments: string[], seconds: number) {
    let n = 0;
    return load(base, () => (({ q, page }) => ({ path: pathOf(q, page) }))(nth(fragments, n++)), {
        seconds,
        connections: 50,
        token,
    });
}

try {
    await migrateToLatest(db);
    await seedOnFirstStart(db, config, { warn: () => {}, info: () => {} } as never);
    for (let done = 0; done < customers; done += 100_000) {
        await insertCustomers(db, Math.min(100_000, customers - done), 0, 0);
        process.stdout.write(
            `\r  seeded ${Math.min(customers, done + 100_000).toLocaleString('en')} customers`
        );
    }
    await sql`ANALYZE customers`.execute(db);
    const sample = await db
        .selectFrom('customers')
        .select(['name', 'email'])
        .where(
            'id',
            'in',
            Array.from({ length: 2000 }, () => 1 + Math.floor(Math.random() * customers))
        )
        .execute();
    const texts = sample.flatMap(row => [row.name, row.email]);
    const { child, port } = await startServer(env);
    const base = `http://127.0.0.1:${port}`;
    try {
        const { token } = await signIn(base, password);
        console.log(
            `\n${customers.toLocaleString('en')} customers, 50 connections, ${duration} s a row; goal: p99 < ${goalP99} ms from ${goalFrom} characters`
        );
        console.log(
            ['fragment', 'path', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'goal']
                .map((h, i) => (i < 2 ? h.padEnd(12) : h.padStart(8)))
                .join(' ')
        );
        for (const length of lengths) {
            const fragments = fragmentsOf(texts, length);
            for (const [label, run] of [
                ['API', () => overHttp(base, token, fragments, duration)],
                ['pg direct', () => direct(fragments, duration)],
            ] as const) {
                const row = await run();
                const goal = length < goalFrom ? '-' : row.p99 < goalP99 ? 'met' : 'missed';
                console.log(
                    [
                        `${length} (${fragments.length})`.padEnd(12),
                        label.padEnd(12),
                        row.requestsPerSecond.toFixed(0).padStart(8),
                        String(row.p50).padStart(8),
                        String(row.p99).padStart(8),
                        String(row.failed).padStart(8),
                        (label === 'API' ? goal : '').padStart(8),
                    ].join(' ')
                );
            }
        }
    } finally {
        child.kill('SIGTERM');
    }
} finally {
    await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
}
