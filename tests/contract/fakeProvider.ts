import { HttpResponse, http, type JsonBodyType } from 'msw';
import { makeToken } from '../console/token.ts';
import {
    customerVoucherId,
    fakeAdvertisements,
    fakeCredentials,
    fakeCustomers,
    fakeVouchers,
} from './fakeData.ts';

/** One reading of spec §7 where the spec allows two. */
export interface Reading {
    /** Login and refresh answers: `{"data":{"token"}}` or `{"token"}`. */
    token: 'data.token' | 'token';
    /** Ids as JSON numbers (and the provider refuses strings in bodies) or as strings (and refuses numbers). */
    ids: 'number' | 'string';
    /** Create, update, delete, assign and remove answer the entity, `204` with no body, or `{}`. */
    writes: 'entity' | 'no-content' | 'empty-object';
    /** Lists page and answer `total`, or ignore paging and answer the whole list without `total`. */
    lists: 'paged' | 'whole';
}

type Row = { id: number } & Record<string, unknown>;

/**
 * msw handlers of a provider that answers the calls of spec §7 in the given reading, strictly: a token that
 * is not the current one is a 401, an id of the other type in a body is a 400. `calls` records what was sent.
 */
export function fakeProvider(reading: Reading) {
    const vouchers: Row[] = structuredClone(fakeVouchers);
    const advertisements: Row[] = structuredClone(fakeAdvertisements);
    const assigned = new Map<number, number[]>(fakeCustomers.map(c => [c.id, [1]]));
    const calls: { method: string; path: string; body: unknown }[] = [];
    let session = false;
    let token = '';
    let issued = 0;

    const wireId = (id: number) => (reading.ids === 'number' ? id : String(id));
    const out = (row: Row) => ({ ...row, id: wireId(row.id) });
    const tokenAnswer = () => {
        issued += 1;
        token = makeToken({ iat: 1_700_000_000 + issued, username: fakeCredentials.username });
        return reading.token === 'token' ? { token } : { data: { token } };
    };
    const signedIn = (request: Request) =>
        request.headers.get('authorization') === `Bearer ${token}`;
    const refused = (status: number, message: string) => HttpResponse.json({ message }, { status });
    const written = (key: string, row: Row | undefined, status = 200) => {
        if (reading.writes === 'no-content') return new HttpResponse(null, { status: 204 });
        if (reading.writes === 'empty-object' || !row) return HttpResponse.json({}, { status });
        return HttpResponse.json({ [key]: out(row) }, { status });
    };
    const list = (request: Request, rows: Row[]) => {
        const query = new URL(request.url).searchParams;
        if (reading.lists === 'whole' || !query.has('page')) return { rows: rows.map(out) };
        const page = Number(query.get('page'));
        const perPage = Number(query.get('perPage') ?? 25);
        const slice = rows.slice((page - 1) * perPage, page * perPage);
        return { rows: slice.map(out), total: rows.length };
    };
    const formOf = async (request: Request) =>
        Object.fromEntries(
            [...(await request.formData()).entries()].map(([k, v]) => [k, String(v)])
        );
    const find = (rows: Row[], id: unknown) => rows.find(row => String(row.id) === String(id));
    const nextId = (rows: Row[]) => Math.max(0, ...rows.map(row => row.id)) + 1;

    // Every handler but the session ones checks the token first; `guarded` also records the call.
    const guarded =
        (
            handle: (
                request: Request,
                params: Record<string, string>
            ) => Promise<Response> | Response
        ) =>
        async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
            const body = request.headers.get('content-type')?.includes('json')
                ? await request.clone().json()
                : undefined;
            calls.push({ method: request.method, path: new URL(request.url).pathname, body });
            if (!signedIn(request)) return refused(401, 'Unauthorized');
            return handle(request, params as Record<string, string>);
        };

    const handlers = [
        http.post('/v1/i/auth/login', async ({ request }) => {
            const { username, password } = (await request.json()) as Record<string, string>;
            if (username !== fakeCredentials.username || password !== fakeCredentials.password) {
                return HttpResponse.json({}, { status: 401 });
            }
            session = true;
            return HttpResponse.json(tokenAnswer());
        }),
        http.post('/v1/i/auth/token/refresh', () =>
            session ? HttpResponse.json(tokenAnswer()) : refused(401, 'No session')
        ),
        http.get(
            '/v1/i/vouchers',
            guarded(request => {
                const { rows, total } = list(request, vouchers);
                return HttpResponse.json({ data: { vouchers: rows, total } });
            })
        ),
        http.get(
            '/v1/i/vouchers/:id',
            guarded((_, { id }) => {
                const row = find(vouchers, id);
                return row
                    ? HttpResponse.json({ voucher: out(row) })
                    : refused(404, 'Voucher not found');
            })
        ),
        http.post(
            '/v1/i/vouchers',
            guarded(async request => {
                const row = { ...(await formOf(request)), id: nextId(vouchers), status: 'active' };
                vouchers.push(row);
                return written('voucher', row, 201);
            })
        ),
        http.patch(
            '/v1/i/vouchers/:id',
            guarded(async (request, { id }) => {
                const row = find(vouchers, id);
                if (!row) return refused(404, 'Voucher not found');
                Object.assign(row, await formOf(request));
                return written('voucher', row);
            })
        ),
        http.delete(
            '/v1/i/vouchers/:id',
            guarded((_, { id }) => {
                const row = find(vouchers, id);
                if (!row) return refused(404, 'Voucher not found');
                vouchers.splice(vouchers.indexOf(row), 1);
                return written('voucher', undefined);
            })
        ),
        http.get(
            '/v1/i/advertisement',
            guarded(request => {
                const { rows, total } = list(request, advertisements);
                return HttpResponse.json({ advertisements: rows, total } as JsonBodyType);
            })
        ),
        http.get(
            '/v1/i/advertisement/:id',
            guarded((_, { id }) => {
                const row = find(advertisements, id);
                return row
                    ? HttpResponse.json({ advertisement: out(row) })
                    : refused(404, 'Not found');
            })
        ),
        http.post(
            '/v1/i/advertisement',
            guarded(async request => {
                const row = { ...(await formOf(request)), id: nextId(advertisements) };
                advertisements.push(row);
                return written('advertisement', row, 201);
            })
        ),
        http.patch(
            '/v1/i/advertisement',
            guarded(async request => {
                const form = await formOf(request);
                const row = find(advertisements, form.id);
                if (!row) return refused(404, 'Advertisement not found');
                Object.assign(row, form, { id: row.id });
                return written('advertisement', row);
            })
        ),
        ...customerHandlers(),
    ];

    function customerHandlers() {
        const customers = fakeCustomers as Row[];
        const theirVouchers = (customerId: number) =>
            (assigned.get(customerId) ?? []).flatMap(voucherId => {
                const voucher = find(vouchers, voucherId);
                const id = wireId(customerVoucherId(customerId, voucherId));
                return voucher ? [{ id, voucher: out(voucher), isActive: true }] : [];
            });
        return [
            http.get(
                '/v1/i/customers',
                guarded(request => {
                    const { rows, total } = list(request, customers);
                    return HttpResponse.json({ customers: rows, total } as JsonBodyType);
                })
            ),
            http.get(
                '/v1/i/customers/:id',
                guarded((_, { id }) => {
                    const row = find(customers, id);
                    return row
                        ? HttpResponse.json({ customer: out(row) })
                        : refused(404, 'Not found');
                })
            ),
            // The edit screen's read (spec §7, singular path).
            http.get(
                '/v1/i/customer/:id',
                guarded((_, { id }) => {
                    const row = find(customers, id);
                    return row
                        ? HttpResponse.json({ customer: out(row) })
                        : refused(404, 'Not found');
                })
            ),
            http.get(
                '/v1/i/customers/:id/vouchers',
                guarded((_, { id }) => HttpResponse.json({ vouchers: theirVouchers(Number(id)) }))
            ),
            http.post(
                '/v1/i/vouchers/:voucherId/users/assign',
                guarded(async (request, params) => {
                    const { users } = (await request.json()) as { users: unknown[] };
                    const voucher = find(vouchers, params.voucherId);
                    const typed = users.every(
                        id => typeof id === typeof wireId(1) && find(customers, id)
                    );
                    if (!voucher || !typed) return refused(400, 'users: not ids of this provider');
                    for (const id of users) assigned.get(Number(id))?.push(voucher.id);
                    return written('voucher', voucher, 201);
                })
            ),
            http.delete(
                '/v1/i/vouchers/redeemed/:customerVoucherId/users/:customerId',
                guarded((_, params) => {
                    const customerId = Number(params.customerId);
                    const kept = (assigned.get(customerId) ?? []).filter(
                        voucherId =>
                            String(customerVoucherId(customerId, voucherId)) !==
                            params.customerVoucherId
                    );
                    assigned.set(customerId, kept);
                    return written('voucher', undefined);
                })
            ),
        ];
    }

    /** The ids of the vouchers a customer holds, as the provider keeps them. */
    const holdings = (customerId: number) => [...(assigned.get(customerId) ?? [])];
    return { handlers, calls, holdings };
}
