import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { type Api, dataOf, formWith, jpegBytes, validVoucher } from '../helpers.ts';
import { type App, startTwoInstances } from '../twoInstances.ts';

/** Two API processes behind a load balancer, as two apps in one test: one database, nothing else shared. */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
    let instances: [App, App];
    let clients: [Api, Api];
    let stop: () => Promise<void>;
    beforeAll(async () => {
        ({ instances, clients, stop } = await startTwoInstances());
        await insertCustomers(instances[0].db, 50, 0, 0);
    });
    afterAll(() => stop?.());

    const createVoucher = async (
        api: Api,
        fields: { name: string; usageLimit?: string },
        bytes?: Buffer
    ) => {
        const response = await api.POST('/v1/i/vouchers', {
            body: { ...validVoucher, ...fields },
            bodySerializer: formWith(bytes && { bytes, name: 'a.jpg', type: 'image/jpeg' }),
        });
        expect(response.response.status).toBe(201);
        return dataOf(response).voucher;
    };

    it('serves an image uploaded through one instance from the other', async () => {
        const voucher = await createVoucher(clients[0], { name: 'Pictured' }, jpegBytes);
        const served = await instances[1].inject({ method: 'GET', url: voucher.imageURL ?? '' });
        expect(served.statusCode).toBe(200);
        const sha256 = createHash('sha256').update(served.rawPayload).digest('hex');
        expect(voucher.imageURL).toBe(`/uploads/${sha256}.jpg`);
        const removed = await clients[1].DELETE('/v1/i/vouchers/{id}', {
            params: { path: { id: voucher.id } },
        });
        expect(removed.response.status).toBe(204);
        const gone = await instances[0].inject({ method: 'GET', url: voucher.imageURL ?? '' });
        expect(gone.statusCode).toBe(404);
    });

    it('issues exactly the usage limit when 50 assigns are spread over both', async () => {
        const voucher = await createVoucher(clients[0], { name: 'Limited', usageLimit: '10' });
        const customers = await instances[0].db.selectFrom('customers').select('id').execute();
        expect(customers).toHaveLength(50);
        const answers = await Promise.all(
            customers.map((customer, index) =>
                clients[index % 2].POST('/v1/i/vouchers/{voucherId}/users/assign', {
                    params: { path: { voucherId: voucher.id } },
                    body: { users: [String(customer.id)] },
                })
            )
        );
        const statuses = answers.map(answer => answer.response.status);
        expect(statuses.filter(status => status === 201)).toHaveLength(10);
        expect(statuses.filter(status => status === 409)).toHaveLength(40);
        // Refused early or at the commit (migration 017's trigger), always in the usage limit's words (or, for
        // the seed's suspended customers, in theirs).
        const refusals = answers.filter(answer => answer.response.status === 409);
        expect(refusals.map(answer => answer.error?.message)).toEqual(
            refusals.map(() =>
                expect.stringMatching(/cop(y|ies) left \(\d+ of 10 issued\)|is suspended/)
            )
        );
        const issued = await instances[1].db
            .selectFrom('customerVouchers')
            .select(eb => eb.fn.countAll<string>().as('count'))
            .where('voucherId', '=', Number(voucher.id))
            .executeTakeFirstOrThrow();
        expect(Number(issued.count)).toBe(10);
        const row = await instances[1].db
            .selectFrom('vouchers')
            .select('issuedCount')
            .where('id', '=', Number(voucher.id))
            .executeTakeFirstOrThrow();
        expect(row.issuedCount).toBe(10);
    });
});
