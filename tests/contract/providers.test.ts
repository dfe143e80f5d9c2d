import type { Identifier, RaRecord } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../src/authProvider';
import { dataProvider } from '../../src/dataProvider';
import { server, setUpApi } from '../console/api.ts';
import { expectGuardRestores, expectRenewedFor, expectSignedInAs } from './sessionChecks.ts';
import { type Target, targets } from './targets.ts';

setUpApi();

const page = (perPage: number) => ({
    pagination: { page: 1, perPage },
    sort: { field: 'id', order: 'ASC' as const },
    filter: {},
});
const all = page(1000);
// Codes are unique on our server, which keeps every voucher of the run.
const newVoucher = () => ({
    name: 'Contract voucher',
    code: `POS-CT${crypto.randomUUID().slice(0, 8)}`,
    type: 'PERCENTAGE',
    discountValue: 10,
    isPublic: true,
    canBeWhitelisted: false,
    pointsRequired: 0,
    validityType: 'UNLIMITED',
});

/** Creates a voucher and finds it in the list by its code: a write answer may carry nothing (spec §7). */
const createVoucher = async () => {
    const data = newVoucher();
    await dataProvider.create('vouchers', { data });
    const { data: vouchers } = await dataProvider.getList('vouchers', all);
    const created = vouchers.find(voucher => voucher.code === data.code) as RaRecord;
    expect(created, 'the created voucher is listed').toBeDefined();
    return created;
};

describe.each(targets)('the console providers against $name', (target: Target) => {
    let provider: ReturnType<Target['start']>;
    beforeEach(async () => {
        provider = target.start();
        server.use(...provider.handlers);
        await authProvider.login(provider.credentials);
    });

    it('signs in with the login answer and shows who is signed in', () =>
        expectSignedInAs(provider.credentials.username));

    it('renews a refused token once with the refresh answer and retries the call', async () => {
        const { data } = await expectRenewedFor(() => dataProvider.getList('vouchers', all));
        expect(data.length).toBeGreaterThan(0);
    });

    it(
        'restores a session without a token from the refresh answer (the guard)',
        expectGuardRestores
    );

    it('pages every list itself when the answer has no total', async () => {
        for (const resource of ['vouchers', 'advertisements', 'customers']) {
            const whole = await dataProvider.getList(resource, all);
            expect(whole.data).toHaveLength(whole.total as number);
            const first = await dataProvider.getList(resource, page(1));
            expect(first.data).toHaveLength(1);
            expect(first.total).toBe(whole.total);
        }
    });

    it('reads one record by the id the list gave, and answers it with the same id', async () => {
        for (const resource of ['vouchers', 'advertisements', 'customers']) {
            const [listed] = (await dataProvider.getList(resource, all)).data;
            const { data } = await dataProvider.getOne(resource, { id: listed?.id as Identifier });
            expect(data.id).toStrictEqual(listed?.id);
        }
    });

    it('creates, updates and deletes a voucher, keeping the id as the API gave it', async () => {
        const created = await createVoucher();
        const updated = await dataProvider.update('vouchers', {
            id: created.id,
            data: { ...created, name: 'Renamed voucher' },
            previousData: created,
        });
        expect(updated.data.id).toStrictEqual(created.id);
        const read = await dataProvider.getOne('vouchers', { id: created.id });
        expect(read.data).toMatchObject({ id: created.id, name: 'Renamed voucher' });
        await dataProvider.delete('vouchers', { id: created.id, previousData: created });
        const { data: left } = await dataProvider.getList('vouchers', all);
        expect(left.map(voucher => voucher.id)).not.toContainEqual(created.id);
    });

    it('updates an advertisement with its id in the body', async () => {
        const [listed] = (await dataProvider.getList('advertisements', all)).data as RaRecord[];
        const advertisement = listed as RaRecord;
        const updated = await dataProvider.update('advertisements', {
            id: advertisement.id,
            data: { ...advertisement, title: 'Renamed campaign' },
            previousData: advertisement,
        });
        expect(updated.data.id).toStrictEqual(advertisement.id);
        const read = await dataProvider.getOne('advertisements', { id: advertisement.id });
        expect(read.data.title).toBe('Renamed campaign');
    });

    it('assigns a voucher with the customer ids as the API gave them, and takes it back', async () => {
        const voucher = await createVoucher();
        const customers = (await dataProvider.getList('customers', all)).data;
        const customer = customers.find(row => row.status === 'active') as RaRecord;
        await dataProvider.assignVoucher(voucher.id, [customer.id]);
        expect(provider.bodies?.('POST', '/users/assign') ?? [{ users: [customer.id] }]).toEqual([
            { users: [customer.id] },
        ]);
        expect(await provider.voucherIdsOf(customer.id)).toContain(String(voucher.id));

        const held = await dataProvider.getManyReference('customerVouchers', {
            ...all,
            target: 'customerId',
            id: customer.id,
        });
        const issued = held.data.find(row => row.voucher.id === voucher.id) as RaRecord;
        await dataProvider.removeCustomerVoucher(issued.id, customer.id);
        expect(await provider.voucherIdsOf(customer.id)).not.toContain(String(voucher.id));
    });
});
