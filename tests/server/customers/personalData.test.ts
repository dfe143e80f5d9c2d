import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions.ts';
import { up as personalDataMigration } from '../../../server/db/migrations/021_personal_data.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

// Customers' personal data is read unmasked only with `customers:personal`; the read-only roles do not hold it
// by default and read masked values, by the server, in every answer and export. HR notes and staff contact
// details only with `users:write` (or on one's own account).

const person = {
    firstName: 'Rohana',
    lastName: 'Iskandar',
    email: 'rohana.iskandar@example.my',
    phoneNumber: '+60 12-345 6789',
    address: '3, Jalan Tun Razak',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan',
};
const plain = [person.firstName, person.lastName, person.email, '345 6789', person.address];

describe.each(backends)('personal data by permission on %s', backend => {
    let test: TestApp;
    let id: string;
    const headers: Record<string, { authorization: string }> = {};

    beforeAll(async () => {
        test = await createTestApp(backend);
        const row = await test.app.db
            .insertInto('customers')
            .values({
                ...person,
                loginId: 'RI-0001',
                country: 'Malaysia',
                status: 'active',
                registeredAt: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        id = String(row.id);
        for (const [role, staffId] of [
            ['advertiser', '2'],
            ['analyst', '3'],
            ['manager', '4'],
        ] as const) {
            headers[role] = { authorization: `Bearer ${await test.tokenFor(role, staffId)}` };
        }
        // A manager whose flags leave personal data out: they may still edit the status, nothing personal.
        await test.tokenFor('manager', '5');
        await test.app.db
            .updateTable('staffUsers')
            .set({ permissions: ['customers:write'] })
            .where('id', '=', 5)
            .execute();
        headers.clerk = { authorization: `Bearer ${await test.tokenFor('manager', '5')}` };
        await test.app.db
            .updateTable('staffUsers')
            .set({
                email: 'hr.person@loyalty.my',
                phone: '+60 19-876 5432',
                notes: 'On leave in May',
            })
            .where('id', '=', 4)
            .execute();
    });
    afterAll(() => test?.close());

    const get = (url: string, as: string) => test.app.inject({ url, headers: headers[as] });
    const readings = async (as: string) =>
        Promise.all(
            [
                '/v1/i/customers',
                `/v1/i/customers/${id}`,
                `/v1/i/customer/${id}`,
                '/v1/i/customers/export.csv',
            ].map(async url => {
                const answer = await get(url, as);
                expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
                return answer.body;
            })
        );

    it('proposes the flag to admin and manager only', () => {
        expect(defaultPermissions('admin')).toContain('customers:personal');
        expect(defaultPermissions('manager')).toContain('customers:personal');
        for (const role of ['marketer', 'advertiser', 'analyst'] as const) {
            expect(defaultPermissions(role)).not.toContain('customers:personal');
        }
    });

    it('answers an advertiser and an analyst masked values in lists, details, the edit screen and exports', async () => {
        for (const role of ['advertiser', 'analyst']) {
            for (const body of await readings(role)) {
                for (const value of plain) expect(body).not.toContain(value);
                expect(body).toContain('r***@e***.my');
            }
            // The login ID is not personal: staff find a customer by it.
            expect((await get('/v1/i/customers', role)).body).toContain('RI-0001');
        }
        const profile = (await get(`/v1/i/customer/${id}`, 'analyst')).json().customer;
        expect(profile).toMatchObject({
            firstName: 'R***',
            lastName: 'I***',
            email: 'r***@e***.my',
            phoneNumber: '+60 1*-*** **89',
            address: '***',
            city: '***',
            state: '***',
            country: 'Malaysia',
        });
    });

    it('answers a manager (who holds the flag) the values as they are', async () => {
        const [list, detail, profile, csv] = await readings('manager');
        expect(list).toContain(person.email);
        expect(detail).toContain(`${person.firstName} ${person.lastName}`);
        expect(profile).toContain(person.phoneNumber);
        expect(csv).toContain(person.email);
    });

    it('refuses an edit of personal fields without the flag, and allows the status', async () => {
        const patch = (payload: object) =>
            test.app.inject({
                method: 'PATCH',
                url: `/v1/i/customer/${id}`,
                payload,
                headers: headers.clerk,
            });
        const refused = await patch({ firstName: 'R***' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('personal_data_forbidden');
        const saved = await patch({ status: 'suspended' });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().customer).toMatchObject({ status: 'suspended', firstName: 'R***' });
        const row = await test.app.db
            .selectFrom('customers')
            .select('firstName')
            .where('id', '=', Number(id))
            .executeTakeFirstOrThrow();
        expect(row.firstName).toBe(person.firstName);
    });

    it('shows HR notes and staff contact details only with users:write, or to the person themselves', async () => {
        for (const url of [
            '/v1/i/staff-users/4',
            '/v1/i/staff-users',
            '/v1/i/staff-users/export.csv',
        ]) {
            const body = (await get(url, 'analyst')).body;
            expect(body).not.toContain('On leave in May');
            expect(body).not.toContain('hr.person@loyalty.my');
            expect(body).not.toContain('876 5432');
            expect(body).toContain('h***@l***.my');
        }
        expect((await get('/v1/i/staff-users/4', 'analyst')).json().user.notes).toBeNull();
        const admin = await test.app.inject({ url: '/v1/i/staff-users/4', headers: test.auth });
        expect(admin.json().user).toMatchObject({
            notes: 'On leave in May',
            email: 'hr.person@loyalty.my',
        });
        expect((await get('/v1/i/staff-users/4', 'manager')).json().user.notes).toBe(
            'On leave in May'
        );
    });

    it('gives the flag, on migrating, to existing staff whose role now proposes it', async () => {
        await test.tokenFor('manager', '9');
        await test.app.db
            .updateTable('staffUsers')
            .set({ permissions: ['customers:write', 'vouchers:write'] })
            .where('id', 'in', [3, 9])
            .execute();
        await personalDataMigration(test.app.db as never);
        const rows = await test.app.db
            .selectFrom('staffUsers')
            .select(['id', 'permissions'])
            .where('id', 'in', [3, 9])
            .orderBy('id')
            .execute();
        expect(rows.map(row => row.permissions.includes('customers:personal'))).toEqual([
            false,
            true,
        ]);
    });
});
