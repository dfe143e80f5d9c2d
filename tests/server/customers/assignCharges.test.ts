import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    apiFor,
    backends,
    createTestApp,
    dataOf,
    formWith,
    type TestApp,
    validVoucher,
} from '../helpers.ts';
import { ledgerMismatches } from '../ledgerHelpers.ts';

/** Assign with points, refunds, readable refusals, and the assign dialog's voucher list. */
describe.each(backends)('assign with points on %s', backend => {
    let test: TestApp;
    let next = 0;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    /** A new customer with this balance (one welcome entry), active unless told. */
    const customerWith = async (points: number, status = 'active') => {
        next += 1;
        const row = await test.app.db
            .insertInto('customers')
            .values({
                loginId: `T${next}`,
                firstName: 'Test',
                lastName: `Customer ${next}`,
                email: `t${next}@example.com`,
                phoneNumber: '0123456789',
                status,
                registeredAt: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        if (points > 0) {
            await test.app.db
                .insertInto('rewardPointsTrails')
                .values({ customerId: row.id, reason: 'Welcome bonus', pointsChange: points })
                .execute();
        }
        return String(row.id);
    };
    const createVoucher = async (fields: Record<string, string> = {}) => {
        const { data } = await test.api.POST('/v1/i/vouchers', {
            body: { ...validVoucher, ...fields },
            bodySerializer: formWith(),
        });
        return data?.voucher.id as string;
    };
    const assign = (voucherId: string, users: string[], chargePoints?: boolean) =>
        test.api.POST('/v1/i/vouchers/{voucherId}/users/assign', {
            params: { path: { voucherId } },
            body: chargePoints === undefined ? { users } : { users, chargePoints },
        });
    const remove = (customerVoucherId: string, customerId: string) =>
        test.api.DELETE('/v1/i/vouchers/redeemed/{customerVoucherId}/users/{customerId}', {
            params: { path: { customerVoucherId, customerId } },
        });
    const balanceOf = async (id: string) =>
        dataOf(await test.api.GET('/v1/i/customer/{id}', { params: { path: { id } } })).customer
            .pointBalance;
    const entriesOf = async (id: string) =>
        dataOf(await test.api.GET('/v1/i/customers/{id}/points', { params: { path: { id } } }))
            .points;

    it('charges the voucher cost with one linked entry when asked, and not otherwise', async () => {
        const voucherId = await createVoucher({ name: 'Free coffee', pointsRequired: '50' });
        const rich = await customerWith(60);
        const [issued = ''] = dataOf(await assign(voucherId, [rich], true)).data.customerVoucherIds;
        expect(await balanceOf(rich)).toBe(10);
        const [charge] = await entriesOf(rich);
        expect(charge).toMatchObject({
            kind: 'charge',
            pointsChange: -50,
            reason: 'Voucher "Free coffee" assigned',
            reasonCode: 'voucher_assigned',
            reasonParams: { voucher: 'Free coffee' },
            customerVoucherId: issued,
            staff: { username: 'admin' },
        });
        // The refund of a removal names the voucher by code too.
        expect(dataOf(await remove(issued, rich))).toEqual({ data: { refundedPoints: 50 } });
        const [refund] = await entriesOf(rich);
        expect(refund).toMatchObject({
            reason: 'Voucher "Free coffee" removed: points refunded',
            reasonCode: 'voucher_refunded',
            reasonParams: { voucher: 'Free coffee' },
        });
        // Absent chargePoints is the spec's assign: no charge.
        const other = await customerWith(5);
        dataOf(await assign(voucherId, [other]));
        dataOf(await assign(voucherId, [other], false));
        expect(await balanceOf(other)).toBe(5);
        const audit = await test.app.db
            .selectFrom('auditLog')
            .selectAll()
            .where('action', '=', 'assign')
            .where('entityId', '=', voucherId)
            .orderBy('id')
            .executeTakeFirstOrThrow();
        expect(audit.changes.pointsCharged).toEqual({ before: null, after: 50 });
    });

    it('refuses a charge beyond a balance, for the whole batch, saying so', async () => {
        const voucherId = await createVoucher({ pointsRequired: '50', usageLimit: '10' });
        const poor = await customerWith(10);
        const refused = await assign(voucherId, [poor], true);
        expect(refused.response.status).toBe(409);
        expect(refused.error).toEqual({
            message: 'This customer has 10 points; this voucher costs 50',
            code: 'points_short',
            params: { points: '10', cost: '50' },
            errors: { chargePoints: 'Insufficient points' },
            fieldCodes: { chargePoints: { code: 'insufficient_points', params: {} } },
        });
        const rich = await customerWith(100);
        const batch = await assign(voucherId, [rich, poor], true);
        expect(batch.error?.message).toBe(
            `Customer ${poor} has fewer than 50 points, the cost of this voucher`
        );
        expect(await balanceOf(rich)).toBe(100);
        expect(await entriesOf(rich)).toHaveLength(1);
        const voucher = dataOf(
            await test.api.GET('/v1/i/vouchers/{id}', { params: { path: { id: voucherId } } })
        ).voucher;
        expect(voucher.status).toBe('active');
        const count = await test.app.db
            .selectFrom('customerVouchers')
            .select('id')
            .where('voucherId', '=', Number(voucherId))
            .execute();
        expect(count).toHaveLength(0);
        const both = dataOf(await assign(voucherId, [rich, await customerWith(50)], true));
        expect(both.data.customerVoucherIds).toHaveLength(2);
    });

    it('refunds an unused charged voucher on remove, linked to the charge; a used one is not', async () => {
        const voucherId = await createVoucher({ pointsRequired: '30' });
        const id = await customerWith(100);
        const [first = '', second = ''] = [
            ...dataOf(await assign(voucherId, [id], true)).data.customerVoucherIds,
            ...dataOf(await assign(voucherId, [id], true)).data.customerVoucherIds,
        ];
        expect(await balanceOf(id)).toBe(40);
        expect(dataOf(await remove(first, id))).toEqual({ data: { refundedPoints: 30 } });
        expect(await balanceOf(id)).toBe(70);
        const [refund, , charge] = await entriesOf(id);
        expect(refund).toMatchObject({
            kind: 'refund',
            pointsChange: 30,
            customerVoucherId: first,
        });
        const firstCharge = (await entriesOf(id)).find(
            entry => entry.kind === 'charge' && entry.customerVoucherId === first
        );
        expect(refund?.reverses).toBe(firstCharge?.id);
        expect(firstCharge?.reversedBy).toBe(refund?.id);
        expect(charge?.kind).toBe('charge');
        await test.app.db
            .updateTable('customerVouchers')
            .set({ usedAt: new Date() })
            .where('id', '=', Number(second))
            .execute();
        expect(dataOf(await remove(second, id))).toEqual({ data: { refundedPoints: 0 } });
        expect(await balanceOf(id)).toBe(70);
        // A voucher assigned without a charge has nothing to refund.
        const [free = ''] = dataOf(await assign(voucherId, [id])).data.customerVoucherIds;
        expect(dataOf(await remove(free, id))).toEqual({ data: { refundedPoints: 0 } });
        expect(await balanceOf(id)).toBe(70);
        expect(await ledgerMismatches(test.app.db)).toEqual([]);
    });

    it('does not refund a charge already reversed by hand', async () => {
        const voucherId = await createVoucher({ pointsRequired: '20' });
        const id = await customerWith(20);
        const [issued = ''] = dataOf(await assign(voucherId, [id], true)).data.customerVoucherIds;
        const charge = (await entriesOf(id))[0];
        dataOf(
            await test.api.POST('/v1/i/customers/{id}/points/{entryId}/reverse', {
                params: { path: { id, entryId: charge?.id as string } },
                body: { reason: 'Charged by mistake' },
            })
        );
        expect(await balanceOf(id)).toBe(20);
        expect(dataOf(await remove(issued, id))).toEqual({ data: { refundedPoints: 0 } });
        expect(await balanceOf(id)).toBe(20);
    });

    it('refuses suspended customers and expired vouchers in words a clerk reads', async () => {
        const voucherId = await createVoucher();
        const suspended = await customerWith(0, 'suspended');
        const refused = await assign(voucherId, [suspended]);
        expect(refused.response.status).toBe(409);
        expect(refused.error).toEqual({
            message: 'This customer is suspended and cannot be assigned vouchers',
            code: 'customer_suspended',
            params: {},
            errors: { users: 'Customer suspended' },
            fieldCodes: { users: { code: 'customer_suspended', params: {} } },
        });
        const active = await customerWith(0);
        const batch = await assign(voucherId, [active, suspended]);
        expect(batch.error?.message).toBe(
            `Customer ${suspended} is suspended and cannot be assigned vouchers`
        );
        const expired = await createVoucher({
            validityType: 'DATE_RANGE',
            validityStartDate: '2020-01-01T00:00:00.000Z',
            validityEndDate: '2020-02-01T00:00:00.000Z',
        });
        const late = await assign(expired, [active]);
        expect(late.response.status).toBe(409);
        expect(late.error).toEqual({
            message: 'This voucher has expired',
            code: 'voucher_expired',
            params: {},
            errors: { validityEndDate: 'This voucher has expired' },
            fieldCodes: { validityEndDate: { code: 'voucher_expired', params: {} } },
        });
        const upcoming = await createVoucher({
            validityType: 'DATE_RANGE',
            validityStartDate: '2999-01-01T00:00:00.000Z',
            validityEndDate: '2999-02-01T00:00:00.000Z',
        });
        expect((await assign(upcoming, [active])).response.status).toBe(201);
    });

    it('lists vouchers for the assign dialog with copies, holdings and the reason of a refusal', async () => {
        const id = await customerWith(0);
        const limited = await createVoucher({ name: 'Zz limited', usageLimit: '1' });
        const once = await createVoucher({ name: 'Zz once', perCustomerLimit: '1' });
        const open = await createVoucher({ name: 'Zz open', pointsRequired: '40' });
        const secret = await createVoucher({ name: 'Zz secret', isPublic: 'false' });
        dataOf(await assign(limited, [await customerWith(0)]));
        dataOf(await assign(once, [id]));
        const list = dataOf(
            await test.api.GET('/v1/i/customers/{id}/assignable-vouchers', {
                params: { path: { id }, query: { q: 'ZZ ', perPage: 10 } },
            })
        );
        expect(list.total).toBe(4);
        const byName = Object.fromEntries(list.vouchers.map(entry => [entry.voucher.name, entry]));
        expect(byName['Zz open']).toMatchObject({
            copiesLeft: null,
            held: 0,
            assignable: true,
            reason: null,
            reasonCode: null,
        });
        expect(byName['Zz limited']).toMatchObject({
            issuedCount: 1,
            copiesLeft: 0,
            assignable: false,
            reason: 'This voucher has no copies left (1 of 1 issued)',
            reasonCode: 'no_copies_left',
            reasonParams: { issued: '1', limit: '1' },
        });
        expect(byName['Zz once']).toMatchObject({
            held: 1,
            assignable: false,
            reason: 'This customer already holds 1 of this voucher, the most allowed per customer',
            reasonCode: 'per_customer_limit',
            reasonParams: { limit: '1' },
        });
        expect(byName['Zz secret']?.assignable).toBe(true);
        // Assignable first, then by name.
        expect(list.vouchers.map(entry => entry.voucher.name)).toEqual([
            'Zz open',
            'Zz secret',
            'Zz limited',
            'Zz once',
        ]);
        const manager = apiFor(test.app, await test.tokenFor('manager', '2'));
        const managerList = dataOf(
            await manager.GET('/v1/i/customers/{id}/assignable-vouchers', {
                params: { path: { id }, query: { q: 'secret' } },
            })
        );
        expect(managerList.vouchers[0]).toMatchObject({
            reason: 'Only admins can assign a private voucher',
            reasonCode: 'private_assign_admin_only',
        });
        const suspended = await customerWith(0, 'suspended');
        const blocked = dataOf(
            await test.api.GET('/v1/i/customers/{id}/assignable-vouchers', {
                params: { path: { id: suspended }, query: { q: 'open' } },
            })
        );
        expect(blocked.vouchers[0]).toMatchObject({
            reason: 'This customer is suspended and cannot be assigned vouchers',
            reasonCode: 'customer_suspended',
        });
        const missing = await test.api.GET('/v1/i/customers/{id}/assignable-vouchers', {
            params: { path: { id: '999999' } },
        });
        expect(missing.response.status).toBe(404);
        expect(open).toBeTruthy();
        expect(secret).toBeTruthy();
    });
});
