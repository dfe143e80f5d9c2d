import { SPEC_CALLS } from '../../../contract/specCalls.ts';
import type { Exchange } from '../ourServer.ts';

// What a live provider showed of itself, read from the calls the console's providers made and the answers
// they got: which calls of spec §7 it answered, which reading of §7 each answer follows, and which of our
// extensions it names. The suite (provider.live.ts) writes it as JSON; run.ts prints it.

const LISTS = new Set(['GET /v1/i/vouchers', 'GET /v1/i/advertisement', 'GET /v1/i/customers']);
const SESSIONS = new Set(['POST /v1/i/auth/login', 'POST /v1/i/auth/token/refresh']);

const matcherOf = (call: string) => {
    const [method, path = ''] = call.split(' ');
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return (exchange: Exchange) =>
        exchange.method === method && pattern.test(exchange.url.pathname);
};
const matchers = SPEC_CALLS.map(call => [call, matcherOf(call)] as const);

/** The §7 call an exchange is, or undefined for a call of an extension. */
export const specCallOf = (exchange: Exchange) =>
    matchers.find(([, matches]) => matches(exchange))?.[0];

export type CallOutcome =
    | { call: string; outcome: 'honoured'; statuses: number[] }
    | { call: string; outcome: 'refused'; statuses: number[] }
    | { call: string; outcome: 'not tried' };

export interface Findings {
    provider: string;
    writes: boolean;
    calls: CallOutcome[];
    /** Each axis of spec §7 where it allows two readings, and the readings seen (more than one: both). */
    readings: Record<'login token' | 'refresh token' | 'ids' | 'lists' | 'write answers', string[]>;
    extensions: { offered: string[]; absent: string[]; unknown: string[] };
    /** What a case checked of an offered extension, by name. */
    probes: Record<string, string>;
    /** Records the run created and could not remove. */
    leftBehind: string[];
}

const at = (body: unknown, key: string): unknown => {
    const answer = body as Record<string, unknown> | null;
    return (answer?.data as Record<string, unknown> | undefined)?.[key] ?? answer?.[key];
};

const tokenReading = (body: unknown) => {
    const answer = body as { token?: unknown; data?: { token?: unknown } } | null;
    const found = [];
    if (typeof answer?.data?.token === 'string') found.push('data.token');
    if (typeof answer?.token === 'string') found.push('token');
    return found;
};

/** The ids of the records in an answer: each top-level array of objects, or the one record. */
const idsIn = (body: unknown): unknown[] => {
    const values = Object.values(
        ((body as { data?: unknown })?.data ?? body ?? {}) as Record<string, unknown>
    );
    return values.flatMap(value => {
        if (Array.isArray(value)) return value.map(row => (row as { id?: unknown })?.id);
        return value && typeof value === 'object' ? [(value as { id?: unknown }).id] : [];
    });
};

const writeReading = (exchange: Exchange) => {
    const body = exchange.json as Record<string, unknown> | null;
    if (exchange.status === 204 || body === null) return 'no content';
    return Object.keys(body).length === 0 ? '{}' : 'the entity';
};

export function readingsOf(exchanges: readonly Exchange[]): Findings['readings'] {
    const sets = {
        'login token': new Set<string>(),
        'refresh token': new Set<string>(),
        ids: new Set<string>(),
        lists: new Set<string>(),
        'write answers': new Set<string>(),
    };
    for (const exchange of exchanges) {
        const call = specCallOf(exchange);
        if (!call || exchange.status >= 300) continue;
        const [method] = call.split(' ');
        if (call === 'POST /v1/i/auth/login')
            for (const t of tokenReading(exchange.json)) sets['login token'].add(t);
        else if (call === 'POST /v1/i/auth/token/refresh')
            for (const t of tokenReading(exchange.json)) sets['refresh token'].add(t);
        else if (method === 'GET') {
            for (const id of idsIn(exchange.json)) {
                if (id !== undefined)
                    sets.ids.add(
                        typeof id === 'number'
                            ? 'numbers'
                            : typeof id === 'string'
                              ? 'strings'
                              : typeof id
                    );
            }
            if (LISTS.has(call) && exchange.url.searchParams.has('page')) {
                sets.lists.add(
                    typeof at(exchange.json, 'total') === 'number'
                        ? 'paged with total'
                        : 'whole, no total'
                );
            }
        } else if (!SESSIONS.has(call)) sets['write answers'].add(writeReading(exchange));
    }
    return Object.fromEntries(
        Object.entries(sets).map(([axis, seen]) => [axis, [...seen].sort()])
    ) as Findings['readings'];
}

export function callOutcomes(exchanges: readonly Exchange[]): CallOutcome[] {
    return SPEC_CALLS.map(call => {
        const statuses = [
            ...new Set(exchanges.filter(e => specCallOf(e) === call).map(e => e.status)),
        ].sort();
        if (statuses.length === 0) return { call, outcome: 'not tried' };
        return statuses.some(status => status < 300)
            ? { call, outcome: 'honoured', statuses }
            : { call, outcome: 'refused', statuses };
    });
}
