import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';

// The server under test, in its own process so that the load generator does not share its event loop.
// Prints one JSON line with the port once it listens. bench/api.ts seeds the database first; the benchmarks sign
// in through the API (bench/signIn.ts).
const app = await buildApp({ config: readConfig(), logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
// The customers' search index is built in the background once the app is ready (searches take the SQL way until
// then): the benchmark measures the server as it runs after that, so it starts once the index is built.
const indexStarted = performance.now();
await app.customerSearchIndex?.build();
const indexMs = Math.round(performance.now() - indexStarted);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, indexMs })}\n`);
process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
});
