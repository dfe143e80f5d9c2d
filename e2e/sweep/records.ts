import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../credentials';
import { solidPng } from '../images';

// The records whose screens the sweep opens by id. Vouchers, advertisements, notifications and staff users
// are the sweep's own (made through the API as admin, removed afterwards), so that it may press everything on
// them, confirmations included. Customers cannot be made: the sweep opens a demo customer and answers their
// dialogs with Cancel.

const idOf = async (answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
    if (!answer.ok())
        throw new Error(`Making the sweep's ${what}: ${answer.status()} ${await answer.text()}`);
    const body = (await answer.json()) as Record<string, { id: string }>;
    return String(Object.values(body)[0].id);
};

export interface SweepRecords {
    /** The record each :id screen opens, by resource name. */
    ids: Record<string, string>;
    /** The resources whose record is the sweep's own: their dialogs are confirmed. */
    own: string[];
}

/** One record of each kind, named with `tag`; the id of each by resource name. */
export const makeRecords = async (request: APIRequestContext, tag: string) => {
    const login = await request.post('/v1/i/auth/login', {
        data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const customers = (await (await request.get('/v1/i/customers', { headers })).json()) as {
        customers: { id: string }[];
    };
    const ids: Record<string, string> = {
        customers: customers.customers[0].id,
        vouchers: await idOf(
            await request.post('/v1/i/vouchers', {
                headers,
                multipart: {
                    name: `Sweep voucher ${tag}`,
                    code: `SW-${tag}`,
                    type: 'PERCENTAGE',
                    discountValue: '10',
                    isPublic: 'true',
                    canBeWhitelisted: 'false',
                    pointsRequired: '0',
                    validityType: 'UNLIMITED',
                },
            }),
            'voucher'
        ),
        advertisements: await idOf(
            await request.post('/v1/i/advertisement', {
                headers,
                multipart: {
                    title: `Sweep campaign ${tag}`,
                    startDateTime: hourAgo,
                    file: {
                        name: 'sweep.png',
                        mimeType: 'image/png',
                        buffer: solidPng(64, 32, [21, 101, 192]),
                    },
                },
            }),
            'advertisement'
        ),
        notifications: await idOf(
            await request.post('/v1/i/notifications', {
                headers,
                data: {
                    title: `Sweep notice ${tag}`,
                    message: 'Sweep message',
                    recipients: 'all',
                    channels: ['in-app'],
                },
            }),
            'notification'
        ),
        users: await idOf(
            await request.post('/v1/i/staff-users', {
                headers,
                data: {
                    username: `sweep-${tag}`,
                    name: `Sweep Staff ${tag}`,
                    role: 'analyst',
                    password: 'Cendol#Pandan7',
                },
            }),
            'staff user'
        ),
    };
    const records: SweepRecords = {
        ids,
        own: ['vouchers', 'advertisements', 'notifications', 'users'],
    };
    /** Removes the sweep's records, and `more` (API paths of what the sweep made through the screens). */
    const remove = async (more: string[] = []) => {
        const paths = {
            vouchers: `/v1/i/vouchers/${ids.vouchers}`,
            advertisements: `/v1/i/advertisement/${ids.advertisements}`,
            notifications: `/v1/i/notifications/${ids.notifications}`,
            users: `/v1/i/staff-users/${ids.users}`,
        };
        // A record the sweep deleted through the screens answers 404 here, which is fine.
        for (const path of [...Object.values(paths), ...more])
            await request.delete(path, { headers });
    };
    return { records, remove };
};

/** The first record of a list of spec §7, which answers under `data` or `data.data` as its readings differ. */
const firstOf = async (
    request: APIRequestContext,
    headers: Record<string, string>,
    path: string,
    key: string
) => {
    const body = (await (await request.get(path, { headers })).json()) as Record<string, never>;
    const list = (body[key] ?? (body.data as Record<string, never> | undefined)?.[key]) as {
        id: string;
    }[];
    expect(list?.length, `records at ${path}`).toBeGreaterThan(0);
    return String(list[0].id);
};

/**
 * Against a provider of spec §7 only: the sweep makes nothing (creates answer nothing to find them by) and
 * opens the provider's first voucher, campaign and customer, cancelling every dialog. The extensions'
 * screens (notifications, staff users) show the spec's samples there, whatever the id.
 */
export const spec7Records = async (
    request: APIRequestContext,
    baseURL: string,
    credentials: { username: string; password: string }
): Promise<SweepRecords> => {
    const login = await request.post(`${baseURL}/v1/i/auth/login`, { data: credentials });
    expect(login.ok(), `sign-in on the spec §7 provider: ${login.status()}`).toBe(true);
    const body = (await login.json()) as { token?: string; data?: { token?: string } };
    const headers = { Authorization: `Bearer ${body.token ?? body.data?.token}` };
    return {
        ids: {
            customers: await firstOf(request, headers, `${baseURL}/v1/i/customers`, 'customers'),
            vouchers: await firstOf(request, headers, `${baseURL}/v1/i/vouchers`, 'vouchers'),
            advertisements: await firstOf(
                request,
                headers,
                `${baseURL}/v1/i/advertisement`,
                'advertisements'
            ),
            notifications: '1',
            users: '1',
        },
        own: [],
    };
};
