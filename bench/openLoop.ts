import http from 'node:http';
import { type Figures, percentile } from './figures.ts';
import type { Shot } from './load.ts';

/**
 * Open loop: the n-th request `next(n)` is sent at start + n / rate seconds whether or not the earlier ones
 * were answered, and its latency is counted from that planned moment (wrk2's way), so a slow answer delays
 * nobody's send and a queue in the server shows in the figures instead of lowering the rate (a closed loop's
 * coordinated omission). GETs only: each workload here is a page of the list.
 */
export async function openLoop(
    base: string,
    next: (n: number) => Shot,
    options: { rate: number; seconds: number; token?: string; timeoutMs?: number }
): Promise<Figures & { offered: number; lateSends: number }> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    const headers = options.token ? { authorization: `Bearer ${options.token}` } : {};
    const total = Math.round(options.rate * options.seconds);
    const interval = 1000 / options.rate;
    const latencies: number[] = [];
    const kinds: Record<string, number[]> = {};
    const refusals: Record<string, number> = {};
    let failed = 0;
    // Sends that left more than 5 ms after their planned moment: the generator's own lag, printed so
    // that a figure it spoilt is seen as such.
    let lateSends = 0;
    const started = performance.now();
    const pending: Promise<void>[] = [];
    const send = (n: number, planned: number) => {
        const shot = next(n);
        if (performance.now() - planned > 5) lateSends++;
        pending.push(
            new Promise<void>(resolve => {
                const request = http.get(base + shot.path, { agent, headers }, response => {
                    response.resume();
                    response.once('end', () => {
                        const ms = performance.now() - planned;
                        latencies.push(ms);
                        if (shot.kind) {
                            kinds[shot.kind] ??= [];
                            kinds[shot.kind]?.push(ms);
                        }
                        if ((response.statusCode ?? 0) >= 400) {
                            failed++;
                            const key = `GET ${response.statusCode}`;
                            refusals[key] = (refusals[key] ?? 0) + 1;
                        }
                        resolve();
                    });
                });
                request.setTimeout(options.timeoutMs ?? 30_000, () => request.destroy());
                request.once('error', () => {
                    failed++;
                    resolve();
                });
            })
        );
    };
    for (let n = 0; n < total; n++) {
        const planned = started + n * interval;
        const wait = planned - performance.now();
        if (wait > 0) await new Promise(resolve => setTimeout(resolve, wait));
        send(n, planned);
    }
    await Promise.all(pending);
    agent.destroy();
    const elapsed = (performance.now() - started) / 1000;
    return {
        offered: options.rate,
        requestsPerSecond: latencies.length / elapsed,
        ...percentile(latencies),
        failed,
        refusals,
        lateSends,
        byKind: Object.fromEntries(
            Object.entries(kinds).map(([kind, values]) => [
                kind,
                { count: values.length, ...percentile(values) },
            ])
        ),
    };
}
