import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';

// The server under test, in its own process so that the load generator does not share its event loop.
// Prints one JSON line with the port once it listens. bench/api.ts seeds the database first; the benchmarks sign
// in through the API (bench/signIn.ts).
const app = await buildApp({ config: readConfig(), logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
});
