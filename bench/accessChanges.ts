import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { scratchDatabase } from './scratchDatabase.ts';

// npm run bench:access-changes (DATABASE_URL set): two instances over one scratch PostgreSQL database, in this
// process. Prints the authenticated GET /v1/i/extensions throughput of one instance (5 s, 10 connections) with
// the session cache (SESSION_CACHE_SECONDS=5) and without it (0), and the median and slowest time of 20 role
// changes of a staff member (PATCH /v1/i/staff-users/:id), which answer once both instances dropped the old
// access.
const database = await scratchDatabase('access', { seedDemo: false });
const dataDirs = [database.env.DATA_DIR, await mkdtemp(path.join(tmpdir(), 'bench-access-'))];

async function start(sessionCacheSeconds: string) {
    const apps = await Promise.all(
        dataDirs.map(async dataDir => {
            const env = { ...process.env, ...database.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
            const config = {
                ...readConfig({ ...env, SESSION_CACHE_SECONDS: sessionCacheSeconds }),
                port: 0,
            };
            const app = await buildApp({ config, logger: false, passwordCost: 10 });
            await app.listen({ port: 0, host: '127.0.0.1' });
            return app;
        })
    );
    const token = await apps[0]?.signAccessToken({ id: '1', username: 'admin', role: 'admin' });
    const address = apps[0]?.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { apps, token: token as string, base: `http://127.0.0.1:${port}` };
}

async function reads(sessionCacheSeconds: string) {
    const { apps, token, base } = await start(sessionCacheSeconds);
    const result = await autocannon({
        url: `${base}/v1/i/extensions`,
        connections: 10,
        duration: 5,
        headers: { authorization: `Bearer ${token}` },
    });
    await Promise.all(apps.map(app => app.close()));
    return result;
}

async function roleChanges() {
    const { apps, token, base } = await start('5');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${base}/v1/i/staff-users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
            name: 'Bench Person',
            username: `bench-${Date.now()}`,
            password: 'Kuih-Lapis#2026',
            role: 'manager',
        }),
    });
    const { user } = (await created.json()) as { user: { id: string } };
    const times: number[] = [];
    for (let round = 0; round < 20; round++) {
        const started = performance.now();
        const answer = await fetch(`${base}/v1/i/staff-users/${user.id}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ role: round % 2 === 0 ? 'analyst' : 'manager' }),
        });
        if (answer.status !== 200) throw new Error(`role change answered ${answer.status}`);
        times.push(performance.now() - started);
    }
    await Promise.all(apps.map(app => app.close()));
    times.sort((a, b) => a - b);
    return { median: times[10] ?? 0, slowest: times[19] ?? 0 };
}

try {
    for (const seconds of ['5', '0']) {
        const result = await reads(seconds);
        console.log(
            `SESSION_CACHE_SECONDS=${seconds}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`
        );
    }
    const changes = await roleChanges();
    console.log(
        `role change: median ${changes.median.toFixed(1)} ms, slowest ${changes.slowest.toFixed(1)} ms`
    );
} finally {
    await database.drop();
    await rm(dataDirs[1] as string, { recursive: true, force: true });
}
