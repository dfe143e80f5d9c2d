import type { RequestHandler } from 'msw';
import { inject } from 'vitest';
import { fakeCredentials } from './fakeData.ts';
import { fakeProvider, type Reading } from './fakeProvider.ts';
import { ourServer, typedClient } from './ourServer.ts';

/** What the suite runs against: msw handlers, the staff member to sign in as, and how to read back a write. */
export interface Target {
    name: string;
    start: () => {
        handlers: RequestHandler[];
        credentials: { username: string; password: string };
        /** The ids of the vouchers a customer holds, read past the console (the provider's own state). */
        voucherIdsOf: (customerId: string | number) => Promise<string[]>;
        /** The JSON bodies the provider received, when it records them. */
        bodies?: (method: string, pathEnd: string) => unknown[];
    };
}

/**
 * The readings of spec §7 where it allows two. Each value of each axis appears in at least one reading; a
 * tester adds a reading with one more entry (see README.md).
 */
const readings: Record<string, Reading> = {
    'refresh token at data.data.token, numeric ids, writes answer the entity, lists ignore paging':
        {
            token: 'data.token',
            ids: 'number',
            writes: 'entity',
            lists: 'whole',
        },
    'refresh token at data.token, string ids, writes answer 204, lists page with total': {
        token: 'token',
        ids: 'string',
        writes: 'no-content',
        lists: 'paged',
    },
    'refresh token at data.token, numeric ids, writes answer {}, lists ignore paging': {
        token: 'token',
        ids: 'number',
        writes: 'empty-object',
        lists: 'whole',
    },
};

const fakeTargets: Target[] = Object.entries(readings).map(([name, reading]) => ({
    name,
    start: () => {
        const fake = fakeProvider(reading);
        return {
            handlers: fake.handlers,
            credentials: fakeCredentials,
            voucherIdsOf: async customerId => {
                const holds = fake.holdings(Number(customerId));
                return holds.map(String);
            },
            bodies: (method, pathEnd) =>
                fake.calls
                    .filter(call => call.method === method && call.path.endsWith(pathEnd))
                    .map(call => call.body),
        };
    },
}));

const serverTarget: Target = {
    name: 'our server over HTTP',
    start: () => {
        const { baseUrl, username, password } = inject('ourServer');
        return {
            handlers: ourServer(baseUrl).handlers,
            credentials: { username, password },
            voucherIdsOf: async customerId => {
                const client = await typedClient(baseUrl, { username, password });
                const { data } = await client.GET('/v1/i/customers/{id}/vouchers', {
                    params: { path: { id: String(customerId) } },
                });
                return (data?.vouchers ?? []).map(held => held.voucher.id);
            },
        };
    },
};

export const targets = [...fakeTargets, serverTarget];
