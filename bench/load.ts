import autocannon from 'autocannon';
import { type Figures, percentile } from './figures.ts';

/** One request of a workload: a path, and for a write its method and JSON body. */
export interface Shot {
    path: string;
    method?: 'GET' | 'POST' | 'DELETE';
    body?: unknown;
    /** Called with the answer's status and body (writes that a later request undoes). */
    answered?: (status: number, body: string) => void;
    /** What the request is, where a workload mixes several: its latencies are then also reported alone. */
    kind?: string;
}

/**
 * `connections` clients send the n-th request `next(n)` as fast as they are answered, for `seconds`: no two
 * concurrent requests alike, so nothing answers from a shared read. autocannon measures.
 */
export async function load(
    base: string,
    next: (n: number) => Shot,
    options: { seconds: number; connections: number; token?: string }
): Promise<Figures> {
    let sent = 0;
    const refusals: Record<string, number> = {};
    // Per kind, from the request's setup to its answer: autocannon sets a request up as it sends it.
    const kinds: Record<string, number[]> = {};
    const result = await autocannon({
        url: base + next(0).path,
        connections: options.connections,
        duration: options.seconds,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        requests: [
            {
                setupRequest: (request, context) => {
                    const shot = next(sent++);
                    // The answer comes back on the same connection, whose context autocannon hands to both.
                    Object.assign(context, { shot, sentAt: performance.now() });
                    if (shot.body === undefined)
                        return { ...request, path: shot.path, method: shot.method ?? 'GET' };
                    return {
                        ...request,
                        path: shot.path,
                        method: shot.method ?? 'POST',
                        body: JSON.stringify(shot.body),
                        headers: { ...request.headers, 'content-type': 'application/json' },
                    };
                },
                onResponse: (status, body, context) => {
                    const { shot, sentAt } = context as { shot?: Shot; sentAt?: number };
                    if (shot?.kind && sentAt !== undefined) {
                        kinds[shot.kind] ??= [];
                        kinds[shot.kind]?.push(performance.now() - sentAt);
                    }
                    if (status >= 400) {
                        const key = `${shot?.method ?? 'GET'} ${status}`;
                        refusals[key] = (refusals[key] ?? 0) + 1;
                    }
                    shot?.answered?.(status, body);
                },
            },
        ],
    });
    return {
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
        refusals,
        ...(Object.keys(kinds).length > 0 && {
            byKind: Object.fromEntries(
                Object.entries(kinds).map(([kind, latencies]) => [
                    kind,
                    { count: latencies.length, ...percentile(latencies) },
                ])
            ),
        }),
    };
}
