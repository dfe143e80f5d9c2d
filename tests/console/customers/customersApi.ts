import type { AssignableVoucher, PointsEntry } from '../../../contract';
import { defaultPermissions } from '../../../contract/permissions';
import { setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, offerExtensions, refreshHandler, server } from '../api';
import { customer, customerProfile, customerVoucher, voucher } from './customersFixtures';

// msw stand-ins for the issue-14 extensions (docs/api.md 'customer-writes and points-ledger'), shared by the
// customers tests that render the whole app. Each call is recorded with its body for the assertions.

export const EXTENSIONS = ['paging', 'customer-writes', 'points-ledger'];

export const entry = (overrides: Partial<PointsEntry> = {}): PointsEntry => ({
    id: 'e1',
    kind: 'system',
    reason: 'Purchase bonus',
    pointsChange: 120,
    createdAt: '2026-02-10T14:05:00Z',
    staff: null,
    reverses: null,
    reversedBy: null,
    customerVoucherId: null,
    ...overrides,
});

export const assignable = (overrides: Partial<AssignableVoucher> = {}): AssignableVoucher => ({
    voucher: voucher(),
    issuedCount: 3,
    copiesLeft: null,
    held: 0,
    assignable: true,
    reason: null,
    ...overrides,
});

export interface Call {
    method: string;
    path: string;
    search: string;
    body: unknown;
}

/** Signs in with `permissions` (an admin's by default) and serves one customer, c1, with the extensions. */
export const serveCustomer = (
    options: {
        extensions?: string[];
        permissions?: string[];
        entries?: PointsEntry[];
        assignables?: AssignableVoucher[];
        balance?: number;
    } = {}
) => {
    const calls: Call[] = [];
    const token = makeToken({
        permissions: (options.permissions ?? defaultPermissions('admin')) as never,
    });
    setToken(token);
    offerExtensions(options.extensions ?? EXTENSIONS);
    const balance = options.balance ?? 1250;
    const record = async (request: Request) => {
        const url = new URL(request.url);
        const text = request.method === 'GET' ? '' : await request.text();
        calls.push({
            method: request.method,
            path: url.pathname,
            search: url.search,
            body: text ? JSON.parse(text) : undefined,
        });
    };
    const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
    server.use(
        refreshHandler(token, [], options.extensions ?? EXTENSIONS),
        http.get('/v1/i/customers/c1', () =>
            json({ customer: customer({ rewardPoints: balance }) })
        ),
        http.get('/v1/i/customer/c1', () =>
            json({ customer: customerProfile({ pointBalance: balance }) })
        ),
        http.get('/v1/i/customers/c1/vouchers', () => json({ vouchers: [customerVoucher()] })),
        http.get('/v1/i/customers/c1/points', async ({ request }) => {
            await record(request);
            const rows = options.entries ?? [entry()];
            return json({ points: rows, total: rows.length });
        }),
        http.get('/v1/i/customers/c1/transactions', async ({ request }) => {
            await record(request);
            return json({ transactions: customer().transactionHistory, total: 30 });
        }),
        http.get('/v1/i/customers/c1/assignable-vouchers', async ({ request }) => {
            await record(request);
            const rows = options.assignables ?? [assignable()];
            return json({ vouchers: rows, total: rows.length });
        }),
        http.get('/v1/i/vouchers', () => json({ vouchers: [voucher()] }))
    );
    return { calls, json, record };
};
