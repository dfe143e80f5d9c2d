import { adminPassword, multipart, pngBytes, type TestApp, validVoucher } from './helpers.ts';

/** One request, as app.inject takes it. */
export interface Call {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string | Buffer;
}

const png = { bytes: pngBytes, name: 'image.png', type: 'image/png' };
const strongPassword = 'Another-Passw0rd!';

/** A message delivered to the signed-in admin (staff 1), as the delivery workers leave it. */
export async function deliveredToAdmin(test: TestApp): Promise<string> {
    const sent = await test.app.db
        .insertInto('notifications')
        .values({
            title: 'Hello',
            message: 'A message',
            type: 'info',
            priority: 'normal',
            deeplink: null,
            recipients: 'admins',
            channels: ['in-app'],
            status: 'sent',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const delivery = await test.app.db
        .insertInto('notificationDeliveries')
        .values({
            notificationId: String(sent.id),
            channel: 'in-app',
            recipientType: 'staff',
            recipientId: 1,
            status: 'delivered',
            deliveredAt: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    return String(delivery.id);
}

/**
 * A valid request of every operation of the document, keyed by operationId, each making the records it needs
 * first so that none depends on another's order. The conformance test fails for an operation missing here.
 */
export function validCalls(test: TestApp) {
    const authorization = test.auth.authorization;
    const auth = { authorization };
    const json = (
        method: string,
        url: string,
        body: unknown,
        headers: Record<string, string> = auth
    ): Call => ({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
    });
    const ask = async (method: string, url: string, body?: unknown) => {
        const reply = await test.app.inject(
            body === undefined ? { method, url, headers: auth } : json(method, url, body)
        );
        if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.body}`);
        return reply.body ? reply.json() : undefined;
    };
    const form = async (method: string, url: string, fields: Record<string, string>) => {
        const body = await multipart(fields, png);
        return { method, url, headers: { ...auth, ...body.headers }, payload: body.payload };
    };
    const firstId = async (url: string) => {
        const found = JSON.stringify(await ask('GET', url)).match(/"id":"?(\d+)"?/);
        return found?.[1] as string;
    };
    const customer = () => firstId('/v1/i/customers?status=active&perPage=1');
    const voucher = async () => {
        const reply = await test.app.inject(await form('POST', '/v1/i/vouchers', validVoucher));
        return reply.json().voucher as { id: string; imageURL: string };
    };
    const advertisement = async () => {
        const fields = { title: 'Sale', startDateTime: '2030-01-01T00:00:00Z' };
        const reply = await test.app.inject(await form('POST', '/v1/i/advertisement', fields));
        return reply.json().advertisement.id as string;
    };
    const notification = async (recipients = 'customers') =>
        (
            await ask('POST', '/v1/i/notifications', {
                title: 'Hello',
                message: 'A message',
                recipients,
                channels: ['in-app'],
            })
        ).notification.id as string;
    const staffUser = async () =>
        (
            await ask('POST', '/v1/i/staff-users', {
                username: `user${Math.random().toString(36).slice(2, 10)}`,
                name: 'A User',
                role: 'analyst',
                password: strongPassword,
            })
        ).user.id as string;
    const pointsEntry = async (id: string) =>
        (await ask('POST', `/v1/i/customers/${id}/points`, { pointsChange: 5, reason: 'Gift' }))
            .entry?.id as string;
    const session = async () => {
        const reply = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            payload: { username: 'admin', password: adminPassword },
        });
        const cookies = reply.cookies as { name: string; value: string }[];
        const xsrf = cookies.find(cookie => cookie.name === 'XSRF-TOKEN')?.value ?? '';
        const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
        return { cookie, 'x-xsrf-token': xsrf };
    };
    const ownDelivery = () => deliveredToAdmin(test);
    const get = (url: string) => async (): Promise<Call> => ({ method: 'GET', url, headers: auth });
    const withCustomer = (path: (id: string) => string) => async (): Promise<Call> => ({
        method: 'GET',
        url: path(await customer()),
        headers: auth,
    });

    const calls: Record<string, () => Promise<Call>> = {
        getOpenapiJson: get('/v1/i/openapi.json'),
        getHealth: get('/health'),
        getReady: get('/ready'),
        getV1TByTokenOpen: async () => ({
            method: 'GET',
            url: new URL(test.app.notificationTracking.openUrl(await ownDelivery())).pathname,
        }),
        getV1TByTokenClick: async () => ({
            method: 'GET',
            url: new URL(test.app.notificationTracking.clickUrl(await ownDelivery())).pathname,
        }),
        getUploadsByName: async () => ({ method: 'GET', url: (await voucher()).imageURL }),
        postAuthLogin: async () =>
            json('POST', '/v1/i/auth/login', { username: 'admin', password: adminPassword }, {}),
        postAuthTokenRefresh: async () => ({
            method: 'POST',
            url: '/v1/i/auth/token/refresh',
            headers: await session(),
        }),
        postAuthLogout: async () => ({
            method: 'POST',
            url: '/v1/i/auth/logout',
            headers: await session(),
        }),
        getVouchers: get('/v1/i/vouchers?page=1&perPage=5&order=DESC&status=active'),
        postVouchers: () => form('POST', '/v1/i/vouchers', validVoucher),
        getVouchersById: async () => (await get(`/v1/i/vouchers/${(await voucher()).id}`))(),
        patchVouchersById: async () =>
            form('PATCH', `/v1/i/vouchers/${(await voucher()).id}`, { name: 'Renamed' }),
        deleteVouchersById: async () => ({
            method: 'DELETE',
            url: `/v1/i/vouchers/${(await voucher()).id}`,
            headers: auth,
        }),
        postVouchersByVoucherIdUsersAssign: async () =>
            json('POST', `/v1/i/vouchers/${(await voucher()).id}/users/assign`, {
                users: [await customer()],
            }),
        deleteVouchersRedeemedByCustomerVoucherIdUsersByCustomerId: async () => {
            const customerId = await customer();
            const assigned = await ask(
                'POST',
                `/v1/i/vouchers/${(await voucher()).id}/users/assign`,
                { users: [customerId] }
            );
            const held = assigned.data.customerVoucherIds[0] as string;
            return {
                method: 'DELETE',
                url: `/v1/i/vouchers/redeemed/${held}/users/${customerId}`,
                headers: auth,
            };
        },
        getAdvertisement: get('/v1/i/advertisement?status=in%20draft'),
        postAdvertisement: () =>
            form('POST', '/v1/i/advertisement', {
                title: 'Sale',
                startDateTime: '2030-01-01T00:00:00Z',
                deeplink: 'voucher:42',
                isActive: 'false',
            }),
        patchAdvertisement: async () =>
            form('PATCH', '/v1/i/advertisement', { id: await advertisement(), title: 'Renamed' }),
        getAdvertisementById: async () =>
            (await get(`/v1/i/advertisement/${await advertisement()}`))(),
        deleteAdvertisementById: async () => ({
            method: 'DELETE',
            url: `/v1/i/advertisement/${await advertisement()}`,
            headers: auth,
        }),
        getCustomers: get('/v1/i/customers?status=Suspended&sort=name&order=asc'),
        getCustomersById: withCustomer(id => `/v1/i/customers/${id}`),
        getCustomerById: withCustomer(id => `/v1/i/customer/${id}`),
        patchCustomerById: async () =>
            json('PATCH', `/v1/i/customer/${await customer()}`, { city: 'Ipoh' }),
        deleteCustomerById: async () => ({
            method: 'DELETE',
            url: `/v1/i/customer/${await firstId('/v1/i/customers?status=inactive&perPage=1')}`,
            headers: auth,
        }),
        getCustomersByIdVouchers: withCustomer(id => `/v1/i/customers/${id}/vouchers?status=used`),
        getCustomersByIdAssignableVouchers: withCustomer(
            id => `/v1/i/customers/${id}/assignable-vouchers`
        ),
        getCustomersByIdPoints: withCustomer(id => `/v1/i/customers/${id}/points?perPage=2`),
        postCustomersByIdPoints: async () =>
            json('POST', `/v1/i/customers/${await customer()}/points`, {
                pointsChange: 10,
                reason: 'Welcome',
            }),
        getCustomersByIdTransactions: withCustomer(id => `/v1/i/customers/${id}/transactions`),
        postCustomersByIdPointsByEntryIdReverse: async () => {
            const id = await customer();
            return json('POST', `/v1/i/customers/${id}/points/${await pointsEntry(id)}/reverse`, {
                reason: 'Mistake',
            });
        },
        getCustomersByIdInbox: withCustomer(id => `/v1/i/customers/${id}/inbox`),
        getAuditLog: get('/v1/i/audit-log?perPage=3&order=DESC'),
        postAuthPassword: async () => {
            const id = await staffUser();
            const username = (await ask('GET', `/v1/i/staff-users/${id}`)).user.username;
            const login = await test.app.inject({
                method: 'POST',
                url: '/v1/i/auth/login',
                payload: { username, password: strongPassword },
            });
            return json(
                'POST',
                '/v1/i/auth/password',
                { currentPassword: strongPassword, newPassword: 'Yet-Another-Passw0rd!' },
                { authorization: `Bearer ${login.json().token}` }
            );
        },
        patchAuthProfile: async () => json('PATCH', '/v1/i/auth/profile', { name: 'The Admin' }),
        getStaffUsers: get('/v1/i/staff-users'),
        postStaffUsers: async () =>
            json('POST', '/v1/i/staff-users', {
                username: 'newuser',
                name: 'New User',
                role: 'marketer',
                password: strongPassword,
            }),
        getStaffUsersById: async () => (await get(`/v1/i/staff-users/${await staffUser()}`))(),
        patchStaffUsersById: async () =>
            json('PATCH', `/v1/i/staff-users/${await staffUser()}`, { name: 'Renamed' }),
        deleteStaffUsersById: async () => ({
            method: 'DELETE',
            url: `/v1/i/staff-users/${await staffUser()}`,
            headers: auth,
        }),
        postStaffUsersByIdPassword: async () =>
            json('POST', `/v1/i/staff-users/${await staffUser()}/password`, {
                password: 'Reset-Passw0rd!',
            }),
        getNotifications: get('/v1/i/notifications?status=DRAFT'),
        postNotifications: async () =>
            json('POST', '/v1/i/notifications', {
                title: 'Hi',
                message: 'There',
                recipients: 'all',
                channels: ['in-app'],
            }),
        getNotificationsById: async () =>
            (await get(`/v1/i/notifications/${await notification()}`))(),
        patchNotificationsById: async () =>
            json('PATCH', `/v1/i/notifications/${await notification()}`, { title: 'Renamed' }),
        deleteNotificationsById: async () => ({
            method: 'DELETE',
            url: `/v1/i/notifications/${await notification()}`,
            headers: auth,
        }),
        postNotificationsByIdSend: async () => ({
            method: 'POST',
            url: `/v1/i/notifications/${await notification()}/send`,
            headers: auth,
        }),
        postNotificationsByIdSchedule: async () =>
            json('POST', `/v1/i/notifications/${await notification()}/schedule`, {
                scheduledAt: '2031-01-01T00:00:00Z',
            }),
        postNotificationsByIdUnschedule: async () => {
            const id = await notification();
            await ask('POST', `/v1/i/notifications/${id}/schedule`, {
                scheduledAt: '2031-01-01T00:00:00Z',
            });
            return { method: 'POST', url: `/v1/i/notifications/${id}/unschedule`, headers: auth };
        },
        getNotificationsByIdDeliveries: async () =>
            (await get(`/v1/i/notifications/${await notification()}/deliveries?perPage=5`))(),
        getInbox: get('/v1/i/inbox?page=1'),
        postInboxByDeliveryIdView: async () => ({
            method: 'POST',
            url: `/v1/i/inbox/${await ownDelivery()}/view`,
            headers: auth,
        }),
        postInboxByDeliveryIdClick: async () => ({
            method: 'POST',
            url: `/v1/i/inbox/${await ownDelivery()}/click`,
            headers: auth,
        }),
        getSettings: get('/v1/i/settings'),
        getDashboard: get('/v1/i/dashboard'),

        getExtensions: get('/v1/i/extensions'),
        getCustomersExportCsv: get('/v1/i/customers/export.csv?status=active'),
        getCustomersByIdVouchersExportCsv: withCustomer(
            id => `/v1/i/customers/${id}/vouchers/export.csv`
        ),
        getStaffUsersExportCsv: get('/v1/i/staff-users/export.csv'),
        getAuditLogExportCsv: get('/v1/i/audit-log/export.csv'),
        getCustomersByIdPointsExportCsv: withCustomer(
            id => `/v1/i/customers/${id}/points/export.csv`
        ),
        getCustomersByIdTransactionsExportCsv: withCustomer(
            id => `/v1/i/customers/${id}/transactions/export.csv`
        ),
        getNotificationsExportCsv: get('/v1/i/notifications/export.csv?status=sent'),
    };
    return calls;
}
