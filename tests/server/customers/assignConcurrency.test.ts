import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { type Api, dataOf, formWith, validVoucher } from '../helpers.ts';
import { type App, startTwoInstances } from '../twoInstances.ts';

// An assignment takes its copies from the voucher's limit last, under the customers' locks
// (server/customers/vouchers/repository/copies.ts). These races, on two instances of one PostgreSQL database
// (PGlite runs one transaction at a time), are what the earlier lock on the voucher held and what must hold
// without it: the per-customer limit, the issued count beside removals, and a deletion of the voucher.
describe.skipIf(!process.env.DATABASE_URL)('assignments of one voucher at once', () => {
    let instances: [App, App];
    let clients: [Api, Api];
    let stop: () => Promise<void>;
    let active: string[];
    beforeAll(async () => {
        ({ instances, clients, stop } = await startTwoInstances());
        await insertCustomers(instances[0].db, 80, 0, 0);
        const rows = await instances[0].db
            .selectFrom('customers')
            .select('id')
            .where('status', '<>', 'suspended')
            .orderBy('id')
            .execute();
        active = rows.map(row => String(row.id));
    });
    afterAll(() => stop?.());

    const createVoucher = async (fields: Record<string, string>) =>
        dataOf(
            await clients[0].POST('/v1/i/vouchers', {
                body: { ...validVoucher, ...fields },
                bodySerializer: formWith(),
            })
        ).voucher.id;
    const assign = (index: number, voucherId: string, users: string[]) =>
        clients[index % 2].POST('/v1/i/vouchers/{voucherId}/users/assign', {
            params: { path: { voucherId } },
            body: { users },
        });
    const remove = (index: number, customerVoucherId: string, customerId: string) =>
        clients[index % 2].DELETE(
            '/v1/i/vouchers/redeemed/{customerVoucherId}/users/{customerId}',
            {
                params: { path: { customerVoucherId, customerId } },
            }
        );
    const held = async (voucherId: string) => {
        const db = instances[1].db;
        const copies = await db
            .selectFrom('customerVouchers')
            .select(eb => eb.fn.countAll<string>().as('count'))
            .where('voucherId', '=', Number(voucherId))
            .executeTakeFirstOrThrow();
        const voucher = await db
            .selectFrom('vouchers')
            .select('issuedCount')
            .where('id', '=', Number(voucherId))
            .executeTakeFirst();
        return { copies: Number(copies.count), issuedCount: voucher?.issuedCount };
    };

    it('gives one customer no more than the per-customer limit when 20 assigns race', async () => {
        const voucherId = await createVoucher({ name: 'Twice each', perCustomerLimit: '2' });
        const customer = active[0] as string;
        const answers = await Promise.all(
            Array.from({ length: 20 }, (_, index) => assign(index, voucherId, [customer]))
        );
        const statuses = answers.map(answer => answer.response.status);
        expect(statuses.filter(status => status === 201)).toHaveLength(2);
        expect(statuses.filter(status => status === 409)).toHaveLength(18);
        expect(answers.find(answer => answer.error)?.error?.message).toMatch(/most allowed/);
        expect(await held(voucherId)).toEqual({ copies: 2, issuedCount: 2 });
    });

    it('keeps the issued count equal to the copies held while assigns and removals interleave', async () => {
        const voucherId = await createVoucher({ name: 'Coming and going', usageLimit: '40' });
        const first = active.slice(1, 21);
        const issued = dataOf(await assign(0, voucherId, first)).data.customerVoucherIds;
        const removals = issued.map((customerVoucherId, index) =>
            remove(index, customerVoucherId, first[index] as string)
        );
        const assigns = active
            .slice(21, 51)
            .map((customer, index) => assign(index, voucherId, [customer]));
        const [removed, assigned] = await Promise.all([
            Promise.all(removals),
            Promise.all(assigns),
        ]);
        expect(removed.map(answer => answer.response.status)).toEqual(issued.map(() => 200));
        const statuses = assigned.map(answer => answer.response.status);
        // 20 held at first, 30 asked for, 40 at most at any moment: each answer is a copy or the limit.
        expect(statuses.every(status => status === 201 || status === 409)).toBe(true);
        expect(statuses.filter(status => status === 201).length).toBeGreaterThanOrEqual(20);
        const after = await held(voucherId);
        expect(after.issuedCount).toBe(after.copies);
        expect(after.copies).toBe(statuses.filter(status => status === 201).length);
    });

    it("answers every assign of a voucher deleted meanwhile with a copy or 'Voucher not found'", async () => {
        const voucherId = await createVoucher({ name: 'Short-lived' });
        const assigns = active
            .slice(51, 71)
            .map((customer, index) => assign(index, voucherId, [customer]));
        const deleted = clients[1].DELETE('/v1/i/vouchers/{id}', {
            params: { path: { id: voucherId } },
        });
        const statuses = (await Promise.all(assigns)).map(answer => answer.response.status);
        expect((await deleted).response.status).toBe(204);
        expect(statuses.filter(status => status !== 201 && status !== 404)).toEqual([]);
        expect(await held(voucherId)).toEqual({ copies: 0, issuedCount: undefined });
    });

    it('answers every removal of a copy of a voucher deleted meanwhile with 200 or 404, never an error', async () => {
        const voucherId = await createVoucher({ name: 'Withdrawn' });
        const holders = active.slice(0, 30);
        const issued = dataOf(await assign(0, voucherId, holders)).data.customerVoucherIds;
        const removals = issued.map((customerVoucherId, index) =>
            remove(index, customerVoucherId, holders[index] as string)
        );
        const deleted = clients[1].DELETE('/v1/i/vouchers/{id}', {
            params: { path: { id: voucherId } },
        });
        const statuses = (await Promise.all(removals)).map(answer => answer.response.status);
        expect((await deleted).response.status).toBe(204);
        expect(statuses.filter(status => status !== 200 && status !== 404)).toEqual([]);
        expect(await held(voucherId)).toEqual({ copies: 0, issuedCount: undefined });
    });

    it('refuses a usage limit lowered below copies issued meanwhile in its own words', async () => {
        const voucherId = await createVoucher({ name: 'Tightened', usageLimit: '60' });
        const lower = (usageLimit: number, index: number) =>
            clients[index % 2].PATCH('/v1/i/vouchers/{id}', {
                params: { path: { id: voucherId } },
                body: { usageLimit: String(usageLimit) },
                bodySerializer: formWith(),
            });
        const assigns = active
            .slice(0, 40)
            .map((customer, index) => assign(index, voucherId, [customer]));
        const edits = [10, 15, 20, 25, 30, 35].map((limit, index) => lower(limit, index));
        const [, edited] = await Promise.all([Promise.all(assigns), Promise.all(edits)]);
        for (const answer of edited) {
            if (answer.response.status === 200) continue;
            expect(answer.response.status).toBe(409);
            expect(answer.error?.message).toMatch(
                /^The usage limit cannot be below the \d+ vouchers already issued$/
            );
        }
        const after = await held(voucherId);
        expect(after.issuedCount).toBe(after.copies);
    });
});
