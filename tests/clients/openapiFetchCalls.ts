import createClient from 'openapi-fetch';
import type { paths } from '../../contract/client/schema.d.ts';
import { dataOf, formData, png, sessionOf, succeeded, type Target, uploadName } from './target.ts';

// Every operation of GET /v1/i/openapi.json through openapi-fetch, typed by the openapi-typescript types of
// that document (contract/client/schema.d.ts), each called as docs/api.md describes it.

export async function callEveryOperation(target: Target): Promise<void> {
    const { baseUrl, fetch } = target;
    const anonymous = createClient<paths>({ baseUrl, fetch });
    succeeded(await anonymous.GET('/health'));
    succeeded(await anonymous.GET('/ready'));
    dataOf(await anonymous.GET('/v1/i/openapi.json'));

    // Login answers the access token and sets the session cookies; refresh and logout send them back.
    const credentials = { username: target.username, password: target.password };
    const login = await anonymous.POST('/v1/i/auth/login', { body: credentials });
    dataOf(login);
    const first = sessionOf(login.response);
    const refreshed = await anonymous.POST('/v1/i/auth/token/refresh', {
        headers: { Cookie: first.cookie, 'X-XSRF-TOKEN': first.xsrf },
    });
    const { token } = dataOf(refreshed);
    const session = sessionOf(refreshed.response);
    const api = createClient<paths>({
        baseUrl,
        fetch,
        headers: { Authorization: `Bearer ${token}` },
    });

    dataOf(await api.GET('/v1/i/extensions'));
    dataOf(await api.GET('/v1/i/settings'));
    dataOf(await api.GET('/v1/i/dashboard'));
    dataOf(await api.PATCH('/v1/i/auth/profile', { body: { name: 'The Admin' } }));

    await vouchers(api);
    await advertisements(api);
    await customers(api);
    await staffUsers(api, anonymous);
    await notifications(api, target);

    dataOf(
        await api.GET('/v1/i/audit-log', {
            params: { query: { page: 1, perPage: 3, order: 'DESC' } },
        })
    );
    dataOf(await api.GET('/v1/i/audit-log/export.csv', { parseAs: 'text' }));

    succeeded(
        await anonymous.POST('/v1/i/auth/logout', {
            headers: { Cookie: session.cookie, 'X-XSRF-TOKEN': session.xsrf },
        })
    );
}

type Api = ReturnType<typeof createClient<paths>>;

async function vouchers(api: Api) {
    const fields = {
        name: 'Generated client voucher',
        code: 'POS-GEN',
        type: 'PERCENTAGE',
        discountValue: '10',
        isPublic: 'true',
        validityType: 'UNLIMITED',
        file: png,
    } as const;
    dataOf(await api.GET('/v1/i/vouchers', { params: { query: { page: 1, perPage: 5 } } }));
    const { voucher } = dataOf(
        await api.POST('/v1/i/vouchers', { body: fields, bodySerializer: formData })
    );
    const path = { id: voucher.id };
    dataOf(await api.GET('/v1/i/vouchers/{id}', { params: { path } }));
    dataOf(
        await api.PATCH('/v1/i/vouchers/{id}', {
            params: { path },
            body: { name: 'Renamed voucher', file: png },
            bodySerializer: formData,
        })
    );
    dataOf(
        await api.GET('/uploads/{name}', {
            params: { path: { name: uploadName(voucher.imageURL) } },
            parseAs: 'blob',
        })
    );
    const customerId = await activeCustomer(api);
    const assigned = dataOf(
        await api.POST('/v1/i/vouchers/{voucherId}/users/assign', {
            params: { path: { voucherId: voucher.id } },
            body: { users: [customerId] },
        })
    );
    const held = assigned.data.customerVoucherIds[0] ?? '';
    succeeded(
        await api.DELETE('/v1/i/vouchers/redeemed/{customerVoucherId}/users/{customerId}', {
            params: { path: { customerVoucherId: held, customerId } },
        })
    );
    succeeded(await api.DELETE('/v1/i/vouchers/{id}', { params: { path } }));
}

async function advertisements(api: Api) {
    dataOf(await api.GET('/v1/i/advertisement', { params: { query: { page: 1, perPage: 5 } } }));
    const { advertisement } = dataOf(
        await api.POST('/v1/i/advertisement', {
            body: {
                title: 'Generated client sale',
                startDateTime: '2030-01-01T00:00:00Z',
                deeplink: 'voucher:42',
                isActive: 'false',
                file: png,
            },
            bodySerializer: formData,
        })
    );
    const path = { id: advertisement.id };
    dataOf(await api.GET('/v1/i/advertisement/{id}', { params: { path } }));
    dataOf(
        await api.PATCH('/v1/i/advertisement', {
            body: { id: advertisement.id, title: 'Renamed sale', file: png },
            bodySerializer: formData,
        })
    );
    succeeded(await api.DELETE('/v1/i/advertisement/{id}', { params: { path } }));
}

async function activeCustomer(api: Api): Promise<string> {
    const { customers } = dataOf(
        await api.GET('/v1/i/customers', { params: { query: { status: 'active', perPage: 1 } } })
    );
    const id = customers[0]?.id;
    if (!id) throw new Error('No active customer');
    return id;
}

async function customers(api: Api) {
    const id = await activeCustomer(api);
    const path = { id };
    const csv = { params: { path }, parseAs: 'text' } as const;
    dataOf(await api.GET('/v1/i/customers/{id}', { params: { path } }));
    dataOf(await api.GET('/v1/i/customer/{id}', { params: { path } }));
    dataOf(await api.PATCH('/v1/i/customer/{id}', { params: { path }, body: { city: 'Ipoh' } }));
    dataOf(
        await api.GET('/v1/i/customers/{id}/vouchers', { params: { path, query: { perPage: 5 } } })
    );
    dataOf(await api.GET('/v1/i/customers/{id}/assignable-vouchers', { params: { path } }));
    dataOf(
        await api.GET('/v1/i/customers/{id}/points', {
            params: { path, query: { page: 1, perPage: 2 } },
        })
    );
    const { entry } = dataOf(
        await api.POST('/v1/i/customers/{id}/points', {
            params: { path, header: { 'Idempotency-Key': crypto.randomUUID() } },
            body: { pointsChange: 10, reason: 'Welcome' },
        })
    );
    dataOf(
        await api.POST('/v1/i/customers/{id}/points/{entryId}/reverse', {
            params: { path: { id, entryId: entry.id } },
            body: { reason: 'Mistake' },
        })
    );
    dataOf(await api.GET('/v1/i/customers/{id}/transactions', { params: { path } }));
    dataOf(await api.GET('/v1/i/customers/{id}/inbox', { params: { path } }));
    dataOf(await api.GET('/v1/i/customers/{id}/vouchers/export.csv', csv));
    dataOf(await api.GET('/v1/i/customers/{id}/points/export.csv', csv));
    dataOf(await api.GET('/v1/i/customers/{id}/transactions/export.csv', csv));
    dataOf(
        await api.GET('/v1/i/customers/export.csv', {
            params: { query: { status: 'active' } },
            parseAs: 'text',
        })
    );
    const inactive = dataOf(
        await api.GET('/v1/i/customers', { params: { query: { status: 'inactive', perPage: 1 } } })
    ).customers[0];
    if (!inactive) throw new Error('No inactive customer');
    succeeded(await api.DELETE('/v1/i/customer/{id}', { params: { path: { id: inactive.id } } }));
}

async function staffUsers(api: Api, anonymous: Api) {
    const password = 'Another-Passw0rd!';
    const username = `gen${crypto.randomUUID().slice(0, 8)}`;
    dataOf(await api.GET('/v1/i/staff-users', { params: { query: { role: 'analyst' } } }));
    const { user } = dataOf(
        await api.POST('/v1/i/staff-users', {
            body: { username, name: 'Generated User', role: 'analyst', password },
        })
    );
    const path = { id: user.id };
    dataOf(await api.GET('/v1/i/staff-users/{id}', { params: { path } }));
    dataOf(
        await api.PATCH('/v1/i/staff-users/{id}', { params: { path }, body: { name: 'Renamed' } })
    );
    // The new member signs in and changes the password they were given.
    const { token } = dataOf(
        await anonymous.POST('/v1/i/auth/login', { body: { username, password } })
    );
    succeeded(
        await anonymous.POST('/v1/i/auth/password', {
            headers: { Authorization: `Bearer ${token}` },
            body: { currentPassword: password, newPassword: 'Yet-Another-Passw0rd!' },
        })
    );
    succeeded(
        await api.POST('/v1/i/staff-users/{id}/password', {
            params: { path },
            body: { password: 'Reset-Passw0rd!' },
        })
    );
    dataOf(await api.GET('/v1/i/staff-users/export.csv', { parseAs: 'text' }));
    succeeded(await api.DELETE('/v1/i/staff-users/{id}', { params: { path } }));
}

async function notifications(api: Api, target: Target) {
    const draft = async () =>
        dataOf(
            await api.POST('/v1/i/notifications', {
                body: {
                    title: 'Hello',
                    message: 'A message',
                    recipients: 'customers',
                    channels: ['in-app'],
                },
            })
        ).notification.id;
    dataOf(await api.GET('/v1/i/notifications', { params: { query: { page: 1, perPage: 5 } } }));
    const id = await draft();
    const path = { id };
    dataOf(await api.GET('/v1/i/notifications/{id}', { params: { path } }));
    dataOf(
        await api.PATCH('/v1/i/notifications/{id}', {
            params: { path },
            body: { title: 'Renamed' },
        })
    );
    dataOf(
        await api.POST('/v1/i/notifications/{id}/schedule', {
            params: { path },
            body: { scheduledAt: '2031-01-01T00:00:00Z' },
        })
    );
    dataOf(await api.POST('/v1/i/notifications/{id}/unschedule', { params: { path } }));
    dataOf(await api.POST('/v1/i/notifications/{id}/send', { params: { path } }));
    dataOf(
        await api.GET('/v1/i/notifications/{id}/deliveries', {
            params: { path, query: { perPage: 5 } },
        })
    );
    succeeded(
        await api.DELETE('/v1/i/notifications/{id}', { params: { path: { id: await draft() } } })
    );
    dataOf(
        await api.GET('/v1/i/notifications/export.csv', {
            params: { query: { status: 'sent' } },
            parseAs: 'text',
        })
    );

    dataOf(await api.GET('/v1/i/inbox', { params: { query: { page: 1, perPage: 5 } } }));
    const { deliveryId, trackingToken } = await target.ownDelivery();
    const delivery = { params: { path: { deliveryId } } };
    succeeded(await api.POST('/v1/i/inbox/{deliveryId}/view', delivery));
    succeeded(await api.POST('/v1/i/inbox/{deliveryId}/click', delivery));
    // The email's links: public, so sent without the token.
    const anonymous = createClient<paths>({ baseUrl: target.baseUrl, fetch: target.fetch });
    const tracking = { params: { path: { token: trackingToken } } };
    dataOf(await anonymous.GET('/v1/t/{token}/open', { ...tracking, parseAs: 'blob' }));
    dataOf(await anonymous.GET('/v1/t/{token}/click', { ...tracking, parseAs: 'text' }));
}
