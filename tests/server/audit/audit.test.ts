import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../contract/client/index.ts';
import { insertCustomers } from '../../../server/seed/customers.ts';
import {
    adminPassword,
    backends,
    createTestApp,
    dataOf,
    formWith,
    jpegBytes,
    pngBytes,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

type VoucherForm = paths['/v1/i/vouchers']['post']['requestBody']['content']['multipart/form-data'];
type VoucherEdit =
    paths['/v1/i/vouchers/{id}']['patch']['requestBody']['content']['multipart/form-data'];
/** The image travels beside the fields (formWith), so the form's required `file` is not among them. */
type AdvertisementForm = Omit<
    paths['/v1/i/advertisement']['post']['requestBody']['content']['multipart/form-data'],
    'file'
>;
type AdvertisementCreate =
    paths['/v1/i/advertisement']['post']['requestBody']['content']['multipart/form-data'];

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

    const form = <Fields extends Record<string, unknown>>(body: Fields, file?: typeof png) => ({
        body,
        bodySerializer: formWith(file),
    });
    const createVoucher = (fields: VoucherForm, file?: typeof png) =>
        test.api.POST('/v1/i/vouchers', form(fields, file));
    const updateVoucher = (id: string, fields: VoucherEdit, file?: typeof png) =>
        test.api.PATCH('/v1/i/vouchers/{id}', { params: { path: { id } }, ...form(fields, file) });
    const deleteVoucher = (id: string) =>
        test.api.DELETE('/v1/i/vouchers/{id}', { params: { path: { id } } });
    const assignCustomer = (voucherId: string) =>
        test.api.POST('/v1/i/vouchers/{voucherId}/users/assign', {
            params: { path: { voucherId } },
            body: { users: [customerId] },
        });
    const createAdvertisement = (fields: AdvertisementForm, file?: typeof png) =>
        test.api.POST('/v1/i/advertisement', form(fields as AdvertisementCreate, file));
    const trail = async () => dataOf(await test.api.GET('/v1/i/audit-log'));
    const uploads = () => test.app.imagesRepository.names();

    it('records every write route once, with actor, entity and values before and after', async () => {
        const created = dataOf(await createVoucher(validVoucher, png)).voucher;
        const updated = await updateVoucher(created.id, { name: 'Renamed' });
        expect(updated.response.status).toBe(200);
        const assigned = dataOf(await assignCustomer(created.id));
        const [customerVoucherId = ''] = assigned.data.customerVoucherIds;
        const removed = await test.api.DELETE(
            '/v1/i/vouchers/redeemed/{customerVoucherId}/users/{customerId}',
            { params: { path: { customerVoucherId, customerId } } }
        );
        expect(removed.response.status).toBe(200);
        expect((await deleteVoucher(created.id)).response.status).toBe(204);
        const ad = dataOf(await createAdvertisement(advertisement, png)).advertisement;
        const adUpdate = await test.api.PATCH(
            '/v1/i/advertisement',
            form({ id: ad.id, title: 'Eid' }, jpeg)
        );
        const newImage = dataOf(adUpdate).advertisement.imageURL;
        const adDelete = await test.api.DELETE('/v1/i/advertisement/{id}', {
            params: { path: { id: ad.id } },
        });
        expect(adDelete.response.status).toBe(204);
        // Reads and sessions write nothing.
        await test.api.GET('/v1/i/vouchers');
        await test.api.GET('/v1/i/advertisement/{id}', { params: { path: { id: ad.id } } });
        await test.api.POST('/v1/i/auth/login', {
            body: { username: 'admin', password: adminPassword },
        });

        const { entries, total } = await trail();
        expect(total).toBe(8);
        const actor = { actorId: '1', actorUsername: 'admin', requestId: expect.any(String) };
        const [adDeleted, adUpdated, adCreated, deleted, removal, assign, update, create] = entries;
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
        expect(adDeleted).toMatchObject({ action: 'delete', entityId: ad.id });
        expect(adDeleted.changes.title).toEqual({ before: 'Eid', after: null });
        expect(await uploads()).not.toContain(String(newImage).replace('/uploads/', ''));
        for (const entry of entries) {
            expect(JSON.stringify(entry)).not.toMatch(/password|token/i);
        }
    });

    it('leaves no change behind when the audit entry cannot be written', async () => {
        const voucher = dataOf(await createVoucher(validVoucher, png)).voucher;
        const ad = dataOf(await createAdvertisement(advertisement, png)).advertisement;
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
                () => createVoucher({ ...validVoucher, name: 'Never' }, jpeg),
                () => updateVoucher(voucher.id, { name: 'Never' }, jpeg),
                () => assignCustomer(voucher.id),
                () => deleteVoucher(voucher.id),
                () => createAdvertisement(advertisement, jpeg),
                () =>
                    test.api.DELETE('/v1/i/advertisement/{id}', {
                        params: { path: { id: ad.id } },
                    }),
            ];
            for (const write of writes) {
                expect((await write()).response.status).toBe(500);
            }
        } finally {
            await sql.raw('DROP TRIGGER refuse_entry ON audit_log').execute(test.app.db);
            await sql.raw('DROP FUNCTION refuse_entry()').execute(test.app.db);
        }
        const list = dataOf(await test.api.GET('/v1/i/vouchers')).data.vouchers;
        expect(list.map(row => row.name)).toEqual(['Test voucher']);
        const again = await test.api.GET('/v1/i/vouchers/{id}', {
            params: { path: { id: voucher.id } },
        });
        expect(again.data?.voucher).toEqual(voucher);
        const advertisements = await test.api.GET('/v1/i/advertisement');
        expect(advertisements.data?.advertisements).toEqual([ad]);
        expect(await test.app.db.selectFrom('customerVouchers').selectAll().execute()).toEqual([]);
        expect((await uploads()).sort()).toEqual(files);
        expect((await trail()).total).toBe(entries);
    });

    it("names each entry's record as it reads now; an anonymised customer by its id alone", async () => {
        const voucher = dataOf(
            await createVoucher({ ...validVoucher, name: 'Kopi Percuma' })
        ).voucher;
        dataOf(await assignCustomer(voucher.id));
        await updateVoucher(voucher.id, { name: 'Kopi Besar' });
        const ofVoucher = dataOf(
            await test.api.GET('/v1/i/audit-log', {
                params: { query: { entityType: 'voucher', entityId: voucher.id } },
            })
        ).entries;
        expect(ofVoucher.map(entry => entry.record)).toEqual([
            { name: 'Kopi Besar' },
            { name: 'Kopi Besar' },
            { name: 'Kopi Besar' },
        ]);
        const customer = await test.app.db
            .selectFrom('customers')
            .select(['name', 'loginId'])
            .where('id', '=', Number(customerId))
            .executeTakeFirstOrThrow();
        const adjusted = await test.api.POST('/v1/i/customers/{id}/points', {
            params: { path: { id: customerId } },
            body: { pointsChange: 5, reason: 'Goodwill' },
        });
        expect(adjusted.response.status).toBe(201);
        const pointsEntry = async () => (await trail()).entries[0];
        expect((await pointsEntry())?.record).toEqual({
            customer: customer.name,
            loginId: customer.loginId,
            anonymised: false,
        });
        const anonymised = await test.api.DELETE('/v1/i/customer/{id}', {
            params: { path: { id: customerId } },
        });
        expect(anonymised.response.status).toBe(204);
        const [deleted, points] = (await trail()).entries;
        expect(deleted?.record).toEqual({ name: null, loginId: null, anonymised: true });
        expect(points?.record).toEqual({ customer: null, loginId: null, anonymised: true });
        expect(JSON.stringify(await trail())).not.toContain(customer.name);
    });
});
