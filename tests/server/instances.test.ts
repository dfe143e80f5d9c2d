import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { insertCustomers } from '../../server/seed/customers.ts';
import { seedOnFirstStart } from '../../server/seed/firstStart.ts';
import {
    type Api,
    apiFor,
    createTestDatabase,
    dataOf,
    formWith,
    jpegBytes,
    testConfig,
    validVoucher,
} from './helpers.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Two API processes behind a load balancer, as two apps in one test: one database, nothing else shared. */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let instances: App[] = [];
    let otherDataDir: string;
    let clients: [Api, Api];
    beforeAll(async () => {
        database = await createTestDatabase('postgres');
        // Each instance has its own DATA_DIR, as two machines would.
        otherDataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-instance-'));
        const configs = [testConfig(database), testConfig({ ...database, dataDir: otherDataDir })];
        instances = await Promise.all(
            configs.map(config => buildApp({ config, logger: false, passwordCost: 10 }))
        );
        await seedOnFirstStart(
            instances[0].db,
            { ...configs[0], passwordCost: 10 },
            instances[0].log
        );
        await insertCustomers(instances[0].db, 50, 0, 0);
        const token = await instances[0].signAccessToken({
            id: '1',
            username: 'admin',
            role: 'admin',
        });
        clients = [apiFor(instances[0], token), apiFor(instances[1], token)];
    });
    afterAll(async () => {
        await Promise.all(instances.map(app => app.close()));
        await database?.drop();
        await rm(otherDataDir, { recursive: true, force: true });
    });

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
        const bytes = Buffer.concat([jpegBytes, Buffer.from('instances')]);
        const voucher = await createVoucher(clients[0], { name: 'Pictured' }, bytes);
        const served = await instances[1].inject({ method: 'GET', url: voucher.imageURL ?? '' });
        expect(served.statusCode).toBe(200);
        expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
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
