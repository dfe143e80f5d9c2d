import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
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
// bench:api --profile: the CPU profile starts here, once the index is built, so that it holds the requests only
// (with --cpu-prof the index's build was a sixth of it, as `our code`).
const profileDirectory = process.env.BENCH_CPU_PROFILE_DIR;
const profiler = profileDirectory ? new Session() : undefined;
if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, indexMs })}\n`);
process.on('SIGTERM', async () => {
    if (profiler && profileDirectory) {
        const { profile } = await profiler.post('Profiler.stop');
        await writeFile(
            path.join(profileDirectory, `api-${process.pid}.cpuprofile`),
            JSON.stringify(profile)
        );
    }
    await app.close();
    process.exit(0);
});
