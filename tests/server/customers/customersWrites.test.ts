import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerStatus } from '../../../contract/index.ts';
import { insertCustomers } from '../../../server/seed/customers.ts';
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

const edit = {
    firstName: 'Aisyah',
    lastName: 'Rahman',
    email: 'aisyah.rahman@example.com.my',
    phoneNumber: '012-345 6789',
    address: '12, Jalan Ampang',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan',
    country: 'Malaysia',
    status: 'active' as CustomerStatus,
};

describe.each(backends)('customer edits and anonymising on %s', backend => {
    let test: TestApp;
    let ids: string[];
    beforeAll(async () => {
        test = await createTestApp(backend);
        await insertCustomers(test.app.db, 10, 2, 2);
        const rows = await test.app.db.selectFrom('customers').select('id').orderBy('id').execute();
        ids = rows.map(row => String(row.id));
    });
    afterAll(() => test?.close());

    const patch = (id: string, body: Partial<typeof edit>) =>
        test.api.PATCH('/v1/i/customer/{id}', { params: { path: { id } }, body });
    const profile = (id: string) =>
        test.api.GET('/v1/i/customer/{id}', { params: { path: { id } } });
    const send = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
        test.app.inject({ method, url, payload, headers: test.auth });

    it('names both extensions', async () => {
        const { extensions } = dataOf(await test.api.GET('/v1/i/extensions'));
        expect(extensions).toEqual(expect.arrayContaining(['customer-writes', 'points-ledger']));
    });

    it('saves the edit screen fields and answers the saved profile', async () => {
        const id = ids[0] as string;
        const before = dataOf(await profile(id)).customer;
        const saved = dataOf(await patch(id, { ...edit, city: '  ', status: 'suspended' }));
        expect(saved.customer).toEqual({
            ...edit,
            id,
            city: null,
            status: 'suspended',
            pointBalance: before.pointBalance,
        });
        expect(dataOf(await profile(id)).customer).toEqual(saved.customer);
        const summary = dataOf(
            await test.api.GET('/v1/i/customers/{id}', { params: { path: { id } } })
        );
        expect(summary.customer).toMatchObject({ name: 'Aisyah Rahman', status: 'suspended' });
        // An absent field keeps its value.
        const partial = dataOf(await patch(id, { phoneNumber: '+60123456789' }));
        expect(partial.customer).toMatchObject({
            firstName: 'Aisyah',
            phoneNumber: '+60123456789',
        });
    });

    it('records the edit in the audit trail without personal values', async () => {
        const id = ids[1] as string;
        dataOf(await patch(id, { phoneNumber: '03-1234 5678', status: 'inactive' }));
        const entry = await test.app.db
            .selectFrom('auditLog')
            .selectAll()
            .where('entityType', '=', 'customer')
            .where('entityId', '=', id)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
        expect(entry.action).toBe('update');
        expect(entry.changes.status).toEqual({ before: 'active', after: 'inactive' });
        expect(JSON.stringify(entry.changes)).not.toContain('1234');
        expect(Object.keys(entry.changes).sort()).toEqual(['phoneNumber', 'status']);
    });

    it('refuses missing and malformed fields with the console messages', async () => {
        const id = ids[2] as string;
        const blank = await patch(id, { firstName: ' ', lastName: '', email: '', phoneNumber: '' });
        expect(blank.response.status).toBe(400);
        expect(blank.error).toEqual({
            message: 'Please enter a first name',
            code: 'first_name_required',
            params: {},
            errors: {
                firstName: 'Please enter a first name',
                lastName: 'Please enter a last name',
                email: 'Please enter an email',
                phoneNumber: 'Please enter a phone number',
            },
            fieldCodes: {
                firstName: { code: 'first_name_required', params: {} },
                lastName: { code: 'last_name_required', params: {} },
                email: { code: 'email_required', params: {} },
                phoneNumber: { code: 'phone_required', params: {} },
            },
        });
        const email = await patch(id, { email: 'not-an-email' });
        expect(email.error?.message).toBe('Please enter a valid email address');
        for (const phone of ['12345', '0123', '+60 12', 'call me']) {
            const refused = await patch(id, { phoneNumber: phone });
            expect(refused.response.status, phone).toBe(400);
            expect(refused.error?.errors?.phoneNumber).toMatch(/such as \+60123456789/);
        }
        for (const [payload, field] of [
            [{ status: 'deleted' }, 'status'],
            [{ rewardPoints: 5 }, 'rewardPoints'],
            [{ firstName: 7 }, 'firstName'],
            [{ address: 'x'.repeat(301) }, 'address'],
        ] as const) {
            const response = await send('PATCH', `/v1/i/customer/${id}`, payload);
            expect(response.statusCode).toBe(400);
            expect(Object.keys(response.json().errors)).toContain(field);
        }
        expect(dataOf(await profile(id)).customer.firstName).not.toBe('');
        expect((await patch('999999', { city: 'Ipoh' })).response.status).toBe(404);
    });

    it('keeps emails unique among customers, whatever the case', async () => {
        const taken = dataOf(await profile(ids[3] as string)).customer.email;
        const clash = await patch(ids[4] as string, { email: taken.toUpperCase() });
        expect(clash.response.status).toBe(409);
        expect(clash.error).toEqual({
            message: 'Another customer already uses this email address',
            code: 'email_taken',
            params: {},
            errors: { email: 'Another customer already uses this email address' },
            fieldCodes: { email: { code: 'email_taken', params: {} } },
        });
        // Saving one's own email again is no clash.
        expect((await patch(ids[3] as string, { email: taken })).response.status).toBe(200);
    });

    it('needs Manage Customers to write', async () => {
        const analyst = apiFor(test.app, await test.tokenFor('analyst', '7'));
        const refused = await analyst.PATCH('/v1/i/customer/{id}', {
            params: { path: { id: ids[5] as string } },
            body: { city: 'Ipoh' },
        });
        expect(refused.response.status).toBe(403);
        const deleted = await analyst.DELETE('/v1/i/customer/{id}', {
            params: { path: { id: ids[5] as string } },
        });
        expect(deleted.response.status).toBe(403);
    });

    it('anonymises on delete: gone from every list, search, count and detail; the accounts stay', async () => {
        const id = ids[6] as string;
        const person = dataOf(
            await test.api.GET('/v1/i/customers/{id}', { params: { path: { id } } })
        ).customer;
        const { data: voucherData } = await test.api.POST('/v1/i/vouchers', {
            body: validVoucher,
            bodySerializer: formWith(),
        });
        const voucherId = voucherData?.voucher.id as string;
        dataOf(
            await test.api.POST('/v1/i/vouchers/{voucherId}/users/assign', {
                params: { path: { voucherId } },
                body: { users: [id] },
            })
        );
        const countBefore = dataOf(
            await test.api.GET('/v1/i/customers', { params: { query: { perPage: 1 } } })
        ).total;
        const deleted = await test.api.DELETE('/v1/i/customer/{id}', { params: { path: { id } } });
        expect(deleted.response.status).toBe(204);

        for (const q of [person.loginID, person.email, person.name]) {
            const found = dataOf(
                await test.api.GET('/v1/i/customers', { params: { query: { q } } })
            );
            expect(found, q).toEqual({ customers: [], total: 0 });
        }
        const all = dataOf(await test.api.GET('/v1/i/customers')).customers;
        expect(all.map(customer => customer.id)).not.toContain(id);
        const countAfter = dataOf(
            await test.api.GET('/v1/i/customers', { params: { query: { perPage: 1 } } })
        ).total;
        expect(countAfter).toBe((countBefore ?? 0) - 1);
        const byStatus = dataOf(
            await test.api.GET('/v1/i/customers', {
                params: { query: { status: person.status, perPage: 1000 } },
            })
        );
        expect(byStatus.total).toBe(byStatus.customers.length);
        expect((await profile(id)).response.status).toBe(404);
        expect(
            (await test.api.GET('/v1/i/customers/{id}', { params: { path: { id } } })).response
                .status
        ).toBe(404);
        expect(
            (await test.api.GET('/v1/i/customers/{id}/points', { params: { path: { id } } }))
                .response.status
        ).toBe(404);
        expect((await patch(id, { city: 'Ipoh' })).response.status).toBe(404);
        const vouchers = await test.api.GET('/v1/i/customers/{id}/vouchers', {
            params: { path: { id } },
        });
        expect(vouchers.response.status).toBe(404);
        const inbox = await test.api.GET('/v1/i/customers/{id}/inbox', {
            params: { path: { id } },
        });
        expect(inbox.response.status).toBe(404);
        const again = await test.api.DELETE('/v1/i/customer/{id}', { params: { path: { id } } });
        expect(again.response.status).toBe(404);

        const row = await test.app.db
            .selectFrom('customers')
            .selectAll()
            .where('id', '=', Number(id))
            .executeTakeFirstOrThrow();
        const personal = [row.firstName, row.lastName, row.email, row.phoneNumber, row.loginId];
        expect(personal).toEqual([
            'Anonymised',
            'Anonymised',
            'Anonymised',
            'Anonymised',
            `ANON-${id}`,
        ]);
        expect([row.address, row.city, row.state, row.country]).toEqual([null, null, null, null]);
        const kept = async (table: 'rewardPointsTrails' | 'transactions' | 'customerVouchers') =>
            (
                await test.app.db
                    .selectFrom(table)
                    .select('id')
                    .where('customerId', '=', Number(id))
                    .execute()
            ).length;
        expect(await kept('rewardPointsTrails')).toBe(2);
        expect(await kept('transactions')).toBe(2);
        expect(await kept('customerVouchers')).toBe(1);
        expect(row.rewardPoints).toBe(person.rewardPoints);
        expect(await ledgerMismatches(test.app.db)).toEqual([]);

        // The loginID and email are free for someone else.
        await test.app.db
            .insertInto('customers')
            .values({
                loginId: person.loginID,
                firstName: 'New',
                lastName: 'Member',
                email: person.email,
                phoneNumber: '0123456789',
                status: 'active',
                registeredAt: new Date(),
            })
            .execute();
        const audit = await test.app.db
            .selectFrom('auditLog')
            .selectAll()
            .where('entityType', '=', 'customer')
            .where('entityId', '=', id)
            .where('action', '=', 'delete')
            .executeTakeFirstOrThrow();
        expect(audit.changes).toEqual({ anonymised: { before: false, after: true } });
        // Vouchers are no longer assigned to the anonymised customer.
        const assign = await test.api.POST('/v1/i/vouchers/{voucherId}/users/assign', {
            params: { path: { voucherId } },
            body: { users: [id] },
        });
        expect(assign.response.status).toBe(404);
    });
});
