// The few parts of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
    interface Request {
        path: string;
        method?: string;
        body?: string | undefined;
        headers?: Record<string, string>;
    }
    interface Options {
        url: string;
        connections?: number;
        duration?: number;
        headers?: Record<string, string>;
        requests?: {
            setupRequest(request: Request, context: object): Request;
            onResponse?(status: number, body: string, context: object): void;
        }[];
    }
    interface Result {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
    }
    export default function autocannon(options: Options): Promise<Result>;
}
