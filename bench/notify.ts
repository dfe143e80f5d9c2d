import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { seedCustomers } from '../server/seed/customers.ts';
import { seedOnFirstStart } from '../server/seed/firstStart.ts';

// npm run bench:notify [-- --recipients N --batch B]: on PostgreSQL (DATABASE_URL; a scratch database is made
// beside it and dropped afterwards), seeds enough customers for N active ones (default 100,000), sends one
// notification in-app to all of them through the app's own workers (pg-boss), and prints deliveries per second
// and the time from 'Send Now' to the last delivery, with the progress on the way.
const { values } = parseArgs({
    options: {
        recipients: { type: 'string', default: '100000' },
        batch: { type: 'string', default: '1000' },
    },
});
const recipients = Number(values.recipients);
const base = process.env.DATABASE_URL;
if (!base) {
    console.error('bench:notify runs on PostgreSQL: set DATABASE_URL (postgres://...)');
    process.exit(1);
}

const admin = async (work: (client: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
        await work(client);
    } finally {
        await client.end();
    }
};
const name = `bench_notify_${randomBytes(4).toString('hex')}`;
const url = new URL(base);
url.pathname = `/${name}`;
await admin(client => client.query(`CREATE DATABASE ${name}`));
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-notify-'));
const config = readConfig({
    ...process.env,
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'bench-password',
    LOG_LEVEL: 'warn',
    NOTIFICATION_WORKERS: 'true',
});
const app = await buildApp({ config, notifications: { batchSize: Number(values.batch) } });
try {
    await seedOnFirstStart(app.db, config, app.log);
    // One customer in five is seeded inactive or suspended: 5/4 as many customers make N active ones.
    const total = Math.ceil((recipients * 5) / 4);
    const seedStarted = Date.now();
    await seedCustomers(app.db, total, () => {}, 25_000);
    console.log(
        `seeded ${total.toLocaleString('en')} customers in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`
    );
    await app.ready();
    const token = await app.signAccessToken({ id: '1', username: 'admin', role: 'admin' });
    const headers = { authorization: `Bearer ${token}` };
    const created = await app.inject({
        method: 'POST',
        url: '/v1/i/notifications',
        headers,
        payload: {
            title: 'Benchmark',
            message: 'One to everyone.',
            recipients: 'customers',
            channels: ['in-app'],
        },
    });
    const { id } = created.json().notification;
    const started = Date.now();
    await app.inject({ method: 'POST', url: `/v1/i/notifications/${id}/send`, headers });
    for (;;) {
        await new Promise(resolve => setTimeout(resolve, 1000));
        const { progress } = (
            await app.inject({ method: 'GET', url: `/v1/i/notifications/${id}`, headers })
        ).json().notification;
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(
            `${seconds} s: Sending ${progress.done.toLocaleString('en')} of ${progress.total.toLocaleString('en')}`
        );
        if (progress.finishedAt) break;
    }
    const { last, count } = await app.db
        .selectFrom('notificationDeliveries')
        .select(eb => [eb.fn.max('deliveredAt').as('last'), eb.fn.countAll<string>().as('count')])
        .where('notificationId', '=', id)
        .executeTakeFirstOrThrow();
    const seconds = (new Date(last as Date).getTime() - started) / 1000;
    console.log(`deliveries: ${Number(count).toLocaleString('en')} in-app`);
    console.log(`time from Send Now to the last delivery: ${seconds.toFixed(2)} s`);
    console.log(
        `deliveries per second: ${Math.round(Number(count) / seconds).toLocaleString('en')}`
    );
} finally {
    await app.close();
    await admin(client => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await rm(dataDir, { recursive: true, force: true });
}
