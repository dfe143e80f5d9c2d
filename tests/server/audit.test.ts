import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../server/seed/customers.ts';
import {
    adminPassword,
    backends,
    createTestApp,
    jpegBytes,
    multipart,
    pngBytes,
    type TestApp,
    validVoucher,
} from './helpers.ts';

const png = { bytes: pngBytes, name: 'a.png', type: 'image/png' };
const jpeg = { bytes: jpegBytes, name: 'b.jpg', type: 'image/jpeg' };
const advertisement = { title: 'Raya sale', startDateTime: '2030-01-01T02:00:00.000Z' };

describe.each(backends)('the audit trail of staff writes on %s', backend => {
    let test: TestApp;
    let customerId: string;
    beforeAll(async () => {
        test = await createTestApp(backend);
        await insertCustomers(test.app.db, 1, 0, 0);
        const row = await test.app.db
            .selectFrom('customers')
            .select('id')
            .executeTakeFirstOrThrow();
        customerId = String(row.id);
    });
    afterAll(() => test?.close());

    const send = async (
        method: string,
        url: string,
        fields: Record<string, string>,
        file?: typeof png
    ) => {
        const body = await multipart(fields, file);
        return test.app.inject({
            method: method as 'POST',
            url,
            payload: body.payload,
            headers: { ...body.headers, ...test.auth },
        });
    };
    const call = (method: string, url: string, payload?: object) =>
        test.app.inject({ method: method as 'POST', url, payload, headers: test.auth });
    const trail = async (query = '') => (await call('GET', `/v1/i/audit-log${query}`)).json();
    const uploads = () => test.app.imagesRepository.names();

    it('records every write route once, with actor, entity and values before and after', async () => {
        const created = (await send('POST', '/v1/i/vouchers', validVoucher, png)).json().voucher;
        const updated = await send('PATCH', `/v1/i/vouchers/${created.id}`, { name: 'Renamed' });
        expect(updated.statusCode).toBe(200);
        const assigned = await call('POST', `/v1/i/vouchers/${created.id}/users/assign`, {
            users: [customerId],
        });
        const [customerVoucherId] = assigned.json().data.customerVoucherIds;
        const removed = `/v1/i/vouchers/redeemed/${customerVoucherId}/users/${customerId}`;
        expect((await call('DELETE', removed)).statusCode).toBe(204);
        expect((await call('DELETE', `/v1/i/vouchers/${created.id}`)).statusCode).toBe(204);
        const ad = (await send('POST', '/v1/i/advertisement', advertisement, png)).json()
            .advertisement;
        const adUpdate = await send(
            'PATCH',
            '/v1/i/advertisement',
            { id: ad.id, title: 'Eid' },
            jpeg
        );
        const newImage = adUpdate.json().advertisement.imageURL;
        // Reads and sessions write nothing.
        await call('GET', '/v1/i/vouchers');
        await call('GET', `/v1/i/advertisement/${ad.id}`);
        await call('POST', '/v1/i/auth/login', { username: 'admin', password: adminPassword });

        const { entries, total } = await trail();
        expect(total).toBe(7);
        const actor = { actorId: '1', actorUsername: 'admin', requestId: expect.any(String) };
        const [adUpdated, adCreated, deleted, removal, assign, update, create] = entries;
        expect(create).toMatchObject({ ...actor, action: 'create', entityType: 'voucher' });
        expect(create.entityId).toBe(created.id);
        expect(create.changes.name).toEqual({ before: null, after: 'Test voucher' });
        expect(create.changes.imageURL).toEqual({ before: null, after: created.imageURL });
        expect(update).toMatchObject({ ...actor, action: 'update', entityId: created.id });
        expect(update.changes).toEqual({ name: { before: 'Test voucher', after: 'Renamed' } });
        expect(assign).toMatchObject({
            action: 'assign',
            entityType: 'voucher',
            entityId: created.id,
        });
        expect(assign.changes).toEqual({
            issuedCount: { before: 0, after: 1 },
            customerIds: { before: null, after: [customerId] },
            customerVoucherIds: { before: null, after: [customerVoucherId] },
        });
        expect(removal).toMatchObject({
            action: 'remove',
            entityType: 'customerVoucher',
            entityId: customerVoucherId,
        });
        expect(removal.changes.customerId).toEqual({ before: customerId, after: null });
        expect(removal.changes.voucherId).toEqual({ before: created.id, after: null });
        expect(deleted).toMatchObject({ action: 'delete', entityType: 'voucher' });
        expect(deleted.changes.name).toEqual({ before: 'Renamed', after: null });
        expect(deleted.changes.imageURL).toEqual({ before: created.imageURL, after: null });
        expect(adCreated).toMatchObject({ action: 'create', entityType: 'advertisement' });
        expect(adCreated.changes.title).toEqual({ before: null, after: 'Raya sale' });
        expect(adUpdated).toMatchObject({ action: 'update', entityId: ad.id });
        expect(adUpdated.changes).toEqual({
            title: { before: 'Raya sale', after: 'Eid' },
            imageURL: { before: ad.imageURL, after: newImage },
        });
        for (const entry of entries) {
            expect(JSON.stringify(entry)).not.toMatch(/password|token/i);
        }
    });

    it('leaves no change behind when the audit entry cannot be written', async () => {
        const voucher = (await send('POST', '/v1/i/vouchers', validVoucher, png)).json().voucher;
        const files = (await uploads()).sort();
        const entries = (await trail()).total;
        for (const statement of [
            `CREATE FUNCTION refuse_entry() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN RAISE EXCEPTION 'audit trail unavailable'; END $$`,
            `CREATE TRIGGER refuse_entry BEFORE INSERT ON audit_log
                FOR EACH ROW EXECUTE FUNCTION refuse_entry()`,
        ]) {
            await sql.raw(statement).execute(test.app.db);
        }
        try {
            const writes = [
                () => send('POST', '/v1/i/vouchers', { ...validVoucher, name: 'Never' }, jpeg),
                () => send('PATCH', `/v1/i/vouchers/${voucher.id}`, { name: 'Never' }, jpeg),
                () =>
                    call('POST', `/v1/i/vouchers/${voucher.id}/users/assign`, {
                        users: [customerId],
                    }),
                () => call('DELETE', `/v1/i/vouchers/${voucher.id}`),
                () => send('POST', '/v1/i/advertisement', advertisement, jpeg),
            ];
            for (const write of writes) {
                expect((await write()).statusCode).toBe(500);
            }
        } finally {
            await sql.raw('DROP TRIGGER refuse_entry ON audit_log').execute(test.app.db);
            await sql.raw('DROP FUNCTION refuse_entry()').execute(test.app.db);
        }
        const list = (await call('GET', '/v1/i/vouchers')).json().data.vouchers;
        expect(list.map((row: { name: string }) => row.name)).toEqual(['Test voucher']);
        expect((await call('GET', `/v1/i/vouchers/${voucher.id}`)).json().voucher).toEqual(voucher);
        expect((await call('GET', '/v1/i/advertisement')).json().advertisements).toHaveLength(1);
        expect(await test.app.db.selectFrom('customerVouchers').selectAll().execute()).toEqual([]);
        expect((await uploads()).sort()).toEqual(files);
        expect((await trail()).total).toBe(entries);
    });
});
