import { parseArgs } from 'node:util';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { customerRows } from '../server/exports/repository.ts';
import { rssOf, sampleRss } from './rss.ts';
import { benchPassword, scratchDatabase } from './scratchDatabase.ts';
import { signIn } from './signIn.ts';
import { startServer } from './startServer.ts';

// npm run bench:export [-- --sizes 100000,1000000,2000000]: on a PostgreSQL database of its own (beside
// DATABASE_URL's), grows the customers table to each size in turn and downloads GET /v1/i/customers/export.csv
// (every customer) from a freshly started server process, reading the stream as it comes, while sampling the
// server's RSS every 100 ms. The flat-memory claim: the RSS delta does not grow with the rows. The reference
// line reads the same SELECT through a plain pg cursor in this process, without HTTP or CSV.
const { values } = parseArgs({
    options: { sizes: { type: 'string', default: '100000,1000000,2000000' } },
});
const sizes = values.sizes.split(',').map(Number);

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Reads the whole answer, counting bytes and line ends (no export cell here holds a line break). */
async function download(base: string, token: string, query = '') {
    const started = performance.now();
    const response = await fetch(`${base}/v1/i/customers/export.csv${query}`, {
        headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
    return { rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000 };
}

/** The export's own SELECT, ordered as it streams, read 1000 rows at a time by pg-cursor. */
async function cursorRead(url: string, db: Parameters<typeof customerRows>[0]) {
    const compiled = customerRows(db, { status: undefined, search: undefined })
        .query.orderBy('customers.id')
        .compile();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const started = performance.now();
    const cursor = client.query(new Cursor(compiled.sql, [...compiled.parameters]));
    let rows = 0;
    for (let batch = await cursor.read(1000); batch.length > 0; batch = await cursor.read(1000)) {
        rows += batch.length;
    }
    const seconds = (performance.now() - started) / 1000;
    await cursor.close();
    await client.end();
    return { rows, seconds };
}

const scratch = await scratchDatabase('export', { seedDemo: false });
const results = [];
try {
    let seeded = 0;
    for (const size of sizes) {
        await scratch.addCustomers(size - seeded);
        seeded = size;
        // One unmeasured read first: the first scan of freshly inserted rows sets their hint bits, and the
        // autovacuum the insert triggers runs meanwhile; neither is the export's cost.
        await cursorRead(scratch.url, scratch.db);
        const server = await startServer(scratch.env);
        try {
            const pid = server.child.pid as number;
            const { token } = await signIn(server.base, benchPassword);
            // Warm-up: the route's code paths and the connection pool, with a file of no rows.
            await download(server.base, token, '?q=no-such-customer');
            const before = rssOf(pid);
            const sampler = sampleRss(pid);
            const measured = await download(server.base, token);
            const { peak, samples } = sampler.stop();
            const reference = await cursorRead(scratch.url, scratch.db);
            results.push({ size, ...measured, before, peak, samples, reference });
        } finally {
            await server.stop();
        }
    }
} finally {
    await scratch.drop();
}

const columns = ['rows', 'bytes', 'duration', 'rows/s', 'RSS before', 'RSS peak', 'delta'];
const widths = [11, 10, 9, 9, 11, 10, 10];
const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i] ?? 10)).join(' ');
console.log(`\nGET /v1/i/customers/export.csv on PostgreSQL, server RSS sampled every 100 ms`);
console.log(line(columns));
for (const result of results) {
    console.log(
        line([
            result.rows.toLocaleString('en'),
            megabytes(result.bytes),
            `${result.seconds.toFixed(1)} s`,
            Math.round(result.rows / result.seconds).toLocaleString('en'),
            megabytes(result.before),
            megabytes(result.peak),
            `+${megabytes(result.peak - result.before)}`,
        ])
    );
}
console.log(
    '\nreference: the same SELECT through a plain pg cursor (1000 rows a read), no HTTP or CSV'
);
for (const { reference } of results) {
    console.log(
        line([
            reference.rows.toLocaleString('en'),
            '',
            `${reference.seconds.toFixed(1)} s`,
            Math.round(reference.rows / reference.seconds).toLocaleString('en'),
        ])
    );
}
const mismatched = results.filter(result => result.rows !== result.size);
if (mismatched.length > 0) {
    console.error(
        `row counts differ from the table sizes: ${mismatched.map(r => r.size).join(', ')}`
    );
    process.exitCode = 1;
}
