import { type Client, createClient, createConfig } from './heyApi/client/index.ts';
import * as sdk from './heyApi/sdk.gen.ts';
import { dataOf, png, sessionOf, succeeded, type Target, uploadName } from './target.ts';

// Every operation of GET /v1/i/openapi.json through the SDK @hey-api/openapi-ts generates from that document
// (heyApi/, one function an operation, named by its operationId), each called as docs/api.md describes it.

export async function callEveryOperation(target: Target): Promise<void> {
    const { baseUrl, fetch } = target;
    const anonymous = createClient(createConfig({ baseUrl, fetch }));
    succeeded(await sdk.getHealth({ client: anonymous }));
    succeeded(await sdk.getReady({ client: anonymous }));
    dataOf(await sdk.getOpenapiJson({ client: anonymous }));

    // Login sets the session cookies; refresh and logout send them back. The document names all three parts
    // as security schemes (the refreshToken and XSRF-TOKEN cookies, the X-XSRF-TOKEN header that echoes one),
    // and the client asks `auth` for each by its name.
    const credentials = { username: target.username, password: target.password };
    const login = await sdk.postAuthLogin({ client: anonymous, body: credentials });
    dataOf(login);
    const sessionClient = (response: Response | undefined) => {
        const { cookies, xsrf } = sessionOf(response);
        return createClient(
            createConfig({
                baseUrl,
                fetch,
                auth: auth => (auth.name === 'X-XSRF-TOKEN' ? xsrf : cookies[auth.name ?? '']),
            })
        );
    };
    const refreshed = await sdk.postAuthTokenRefresh({ client: sessionClient(login.response) });
    const { token } = dataOf(refreshed);
    // The bearer scheme of every other operation: `auth` answers the token, the client adds "Bearer ".
    const client = createClient(createConfig({ baseUrl, fetch, auth: () => token }));

    dataOf(await sdk.getExtensions({ client }));
    dataOf(await sdk.getSettings({ client }));
    dataOf(await sdk.getDashboard({ client }));
    dataOf(await sdk.patchAuthProfile({ client, body: { name: 'The Admin' } }));

    await vouchers(client);
    await advertisements(client);
    await customers(client);
    await staffUsers(client, target);
    await notifications(client, anonymous, target);

    dataOf(await sdk.getAuditLog({ client, query: { page: 1, perPage: 3, order: 'DESC' } }));
    dataOf(await sdk.getAuditLogExportCsv({ client }));

    succeeded(await sdk.postAuthLogout({ client: sessionClient(refreshed.response) }));
}

async function vouchers(client: Client) {
    dataOf(await sdk.getVouchers({ client, query: { page: 1, perPage: 5 } }));
    const { voucher } = dataOf(
        await sdk.postVouchers({
            client,
            body: {
                name: 'Generated client voucher',
                code: 'POS-GEN',
                type: 'PERCENTAGE',
                discountValue: '10',
                isPublic: 'true',
                validityType: 'UNLIMITED',
                file: png,
            },
        })
    );
    const path = { id: voucher.id };
    dataOf(await sdk.getVouchersById({ client, path }));
    dataOf(
        await sdk.patchVouchersById({ client, path, body: { name: 'Renamed voucher', file: png } })
    );
    dataOf(await sdk.getUploadsByName({ client, path: { name: uploadName(voucher.imageURL) } }));
    const customerId = await activeCustomer(client);
    const assigned = dataOf(
        await sdk.postVouchersByVoucherIdUsersAssign({
            client,
            path: { voucherId: voucher.id },
            body: { users: [customerId] },
        })
    );
    const held = assigned.data.customerVoucherIds[0] ?? '';
    succeeded(
        await sdk.deleteVouchersRedeemedByCustomerVoucherIdUsersByCustomerId({
            client,
            path: { customerVoucherId: held, customerId },
        })
    );
    succeeded(await sdk.deleteVouchersById({ client, path }));
}

async function advertisements(client: Client) {
    dataOf(await sdk.getAdvertisement({ client, query: { page: 1, perPage: 5 } }));
    const { advertisement } = dataOf(
        await sdk.postAdvertisement({
            client,
            body: {
                title: 'Generated client sale',
                startDateTime: '2030-01-01T00:00:00Z',
                deeplink: 'voucher:42',
                isActive: 'false',
                file: png,
            },
        })
    );
    const path = { id: advertisement.id };
    dataOf(await sdk.getAdvertisementById({ client, path }));
    dataOf(
        await sdk.patchAdvertisement({
            client,
            body: { id: advertisement.id, title: 'Renamed sale', file: png },
        })
    );
    succeeded(await sdk.deleteAdvertisementById({ client, path }));
}

async function activeCustomer(client: Client): Promise<string> {
    const { customers } = dataOf(
        await sdk.getCustomers({ client, query: { status: 'active', perPage: 1 } })
    );
    const id = customers[0]?.id;
    if (!id) throw new Error('No active customer');
    return id;
}

async function customers(client: Client) {
    const id = await activeCustomer(client);
    const path = { id };
    dataOf(await sdk.getCustomersById({ client, path }));
    dataOf(await sdk.getCustomerById({ client, path }));
    dataOf(await sdk.patchCustomerById({ client, path, body: { city: 'Ipoh' } }));
    dataOf(await sdk.getCustomersByIdVouchers({ client, path, query: { perPage: 5 } }));
    dataOf(await sdk.getCustomersByIdAssignableVouchers({ client, path }));
    dataOf(await sdk.getCustomersByIdPoints({ client, path, query: { page: 1, perPage: 2 } }));
    const { entry } = dataOf(
        await sdk.postCustomersByIdPoints({
            client,
            path,
            headers: { 'Idempotency-Key': crypto.randomUUID() },
            body: { pointsChange: 10, reason: 'Welcome' },
        })
    );
    dataOf(
        await sdk.postCustomersByIdPointsByEntryIdReverse({
            client,
            path: { id, entryId: entry.id },
            body: { reason: 'Mistake' },
        })
    );
    dataOf(await sdk.getCustomersByIdTransactions({ client, path }));
    dataOf(await sdk.getCustomersByIdInbox({ client, path }));
    dataOf(await sdk.getCustomersByIdVouchersExportCsv({ client, path }));
    dataOf(await sdk.getCustomersByIdPointsExportCsv({ client, path }));
    dataOf(await sdk.getCustomersByIdTransactionsExportCsv({ client, path }));
    dataOf(await sdk.getCustomersExportCsv({ client, query: { status: 'active' } }));
    const inactive = dataOf(
        await sdk.getCustomers({ client, query: { status: 'inactive', perPage: 1 } })
    ).customers[0];
    if (!inactive) throw new Error('No inactive customer');
    succeeded(await sdk.deleteCustomerById({ client, path: { id: inactive.id } }));
}

async function staffUsers(client: Client, target: Target) {
    const password = 'Another-Passw0rd!';
    const username = `gen${crypto.randomUUID().slice(0, 8)}`;
    dataOf(await sdk.getStaffUsers({ client, query: { role: 'analyst' } }));
    const { user } = dataOf(
        await sdk.postStaffUsers({
            client,
            body: { username, name: 'Generated User', role: 'analyst', password },
        })
    );
    const path = { id: user.id };
    dataOf(await sdk.getStaffUsersById({ client, path }));
    dataOf(await sdk.patchStaffUsersById({ client, path, body: { name: 'Renamed' } }));
    // The new member signs in and changes the password they were given.
    const { token } = dataOf(await sdk.postAuthLogin({ client, body: { username, password } }));
    const member = createClient(
        createConfig({ baseUrl: target.baseUrl, fetch: target.fetch, auth: () => token })
    );
    succeeded(
        await sdk.postAuthPassword({
            client: member,
            body: { currentPassword: password, newPassword: 'Yet-Another-Passw0rd!' },
        })
    );
    succeeded(
        await sdk.postStaffUsersByIdPassword({
            client,
            path,
            body: { password: 'Reset-Passw0rd!' },
        })
    );
    dataOf(await sdk.getStaffUsersExportCsv({ client }));
    succeeded(await sdk.deleteStaffUsersById({ client, path }));
}

async function notifications(client: Client, anonymous: Client, target: Target) {
    const draft = async () =>
        dataOf(
            await sdk.postNotifications({
                client,
                body: {
                    title: 'Hello',
                    message: 'A message',
                    recipients: 'customers',
                    channels: ['in-app'],
                },
            })
        ).notification.id;
    dataOf(await sdk.getNotifications({ client, query: { page: 1, perPage: 5 } }));
    const path = { id: await draft() };
    dataOf(await sdk.getNotificationsById({ client, path }));
    dataOf(await sdk.patchNotificationsById({ client, path, body: { title: 'Renamed' } }));
    dataOf(
        await sdk.postNotificationsByIdSchedule({
            client,
            path,
            body: { scheduledAt: '2031-01-01T00:00:00Z' },
        })
    );
    dataOf(await sdk.postNotificationsByIdUnschedule({ client, path }));
    dataOf(await sdk.postNotificationsByIdSend({ client, path }));
    dataOf(await sdk.getNotificationsByIdDeliveries({ client, path, query: { perPage: 5 } }));
    succeeded(await sdk.deleteNotificationsById({ client, path: { id: await draft() } }));
    dataOf(await sdk.getNotificationsExportCsv({ client, query: { status: 'sent' } }));

    dataOf(await sdk.getInbox({ client, query: { page: 1, perPage: 5 } }));
    const { deliveryId, trackingToken } = await target.ownDelivery();
    succeeded(await sdk.postInboxByDeliveryIdView({ client, path: { deliveryId } }));
    succeeded(await sdk.postInboxByDeliveryIdClick({ client, path: { deliveryId } }));
    // The email's links are public: sent without the token.
    const tracking = { client: anonymous, path: { token: trackingToken } };
    dataOf(await sdk.getV1tByTokenOpen(tracking));
    dataOf(await sdk.getV1tByTokenClick(tracking));
}
