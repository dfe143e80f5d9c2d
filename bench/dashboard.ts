import { parseArgs } from 'node:util';
import { benchPassword, scratchDatabase } from './scratchDatabase.ts';
import { signIn } from './signIn.ts';
import { startServer } from './startServer.ts';

// npm run bench:dashboard [-- --customers N --requests R]: on a PostgreSQL database of its own (beside
// DATABASE_URL's), the demo data set plus generated customers up to N (default 1,000,000), each with two points
// entries (about 2,000,000 in the ledger), then GET /v1/i/dashboard R times one after another (default 50) after
// a warm-up, from a separate server process. Prints median, p95 and max beside the goal: p95 under 100 ms.
const { values } = parseArgs({
    options: {
        customers: { type: 'string', default: '1000000' },
        requests: { type: 'string', default: '50' },
    },
});
const customers = Number(values.customers);
const requests = Number(values.requests);
const goalMs = 100;
/** The demo data set's own customers (server/seed/firstStart.ts). */
const demoCustomers = 200;
const trailsEach = 2;

const percentile = (sorted: number[], fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;

const scratch = await scratchDatabase('dashboard', { seedDemo: true });
const timings: number[] = [];
let total = 0;
try {
    await scratch.addCustomers(customers - demoCustomers, trailsEach);
    const server = await startServer(scratch.env);
    try {
        const { token, api } = await signIn(server.base, benchPassword);
        const listed = await api.GET('/v1/i/customers', {
            params: { query: { page: 1, perPage: 1 } },
        });
        total = listed.data?.total ?? 0;
        const dashboard = async () => {
            const started = performance.now();
            const response = await fetch(`${server.base}/v1/i/dashboard`, {
                headers: { authorization: `Bearer ${token}` },
            });
            if (!response.ok) throw new Error(`dashboard answered ${response.status}`);
            await response.arrayBuffer();
            return performance.now() - started;
        };
        for (let i = 0; i < 5; i++) await dashboard();
        for (let i = 0; i < requests; i++) timings.push(await dashboard());
    } finally {
        await server.stop();
    }
} finally {
    await scratch.drop();
}

const sorted = [...timings].sort((a, b) => a - b);
const entries = (customers - demoCustomers) * trailsEach;
console.log(
    `\nGET /v1/i/dashboard on PostgreSQL: ${total.toLocaleString('en')} customers, ` +
        `${entries.toLocaleString('en')} generated points entries (plus the demo's), ` +
        `${requests} requests one at a time after 5 warm-up`
);
console.log(
    `${'median'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)} ${'goal'.padStart(9)}`
);
console.log(
    [percentile(sorted, 0.5), percentile(sorted, 0.95), sorted.at(-1) ?? 0]
        .map(ms => `${ms.toFixed(1)} ms`.padStart(9))
        .concat(`< ${goalMs} ms`.padStart(9))
        .join(' ')
);
if (percentile(sorted, 0.95) >= goalMs) process.exitCode = 1;
