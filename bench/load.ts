import autocannon from 'autocannon';
import type { Figures } from './figures.ts';

/** One request of a workload: a path, and for a write its method and JSON body. */
export interface Shot {
    path: string;
    method?: 'GET' | 'POST' | 'DELETE';
    body?: unknown;
    /** Called with the answer's status and body (writes that a later request undoes). */
    answered?: (status: number, body: string) => void;
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
                    (context as { shot?: Shot }).shot = shot;
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
                    const shot = (context as { shot?: Shot }).shot;
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
    };
}
