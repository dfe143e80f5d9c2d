import { type Insertable, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customersRepository } from '../../../server/customers/repository.ts';
import { CustomerSearchIndex } from '../../../server/customers/search/index/customerSearchIndex.ts';
import { trimSearchChanges } from '../../../server/customers/search/repository/indexReads.ts';
import type { CustomersTable } from '../../../server/db/schema.ts';
import { backends, createTestApp, dataOf, type TestApp } from '../helpers.ts';

// The instance's index of the searched text (server/customers/searchIndex/, migration 018) sees every change
// committed before a search's page is read, whoever made it: this instance, another one over the same database,
// or SQL by hand.
const customer = (n: number, first: string): Insertable<CustomersTable> => ({
    loginId: `IDX${String(n).padStart(5, '0')}`,
    firstName: first,
    lastName: 'Rahman',
    email: `idx.${n}@example.my`,
    phoneNumber: '+60 12-000 0000',
    status: n % 3 === 0 ? 'inactive' : 'active',
    rewardPoints: 0,
    registeredAt: new Date(Date.UTC(2025, 0, 1, 0, 0, n)),
});

describe.each(backends)('the customer search index on %s', backend => {
    let test: TestApp;
    let index: CustomerSearchIndex;
    beforeAll(async () => {
        test = await createTestApp(backend);
        index = test.app.customerSearchIndex as CustomerSearchIndex;
        await index.build();
        await test.app.db
            .insertInto('customers')
            .values(
                Array.from({ length: 60 }, (_, n) => customer(n + 1, n % 2 ? 'Zulaikha' : 'Yusof'))
            )
            .execute();
        // Built again now: these customers are in its rows, and what changes next in its overlay.
        await index.build();
    });
    afterAll(() => test?.close());

    const ids = async (q: string, status?: string) => {
        const { customers, total } = dataOf(
            await test.api.GET('/v1/i/customers', {
                params: {
                    query: { q, sort: 'registeredAt', order: 'DESC', perPage: 100, status },
                },
            })
        );
        return { ids: customers.map(row => Number(row.id)), total };
    };
    /** The same search as a plain ILIKE, newest first. */
    const plain = async (q: string) =>
        (
            await test.app.db
                .selectFrom('customers')
                .select('id')
                .where('anonymisedAt', 'is', null)
                .where(eb =>
                    eb.or(['loginId', 'name', 'email'].map(f => eb(f as 'name', 'ilike', `%${q}%`)))
                )
                .orderBy('registeredAt', 'desc')
                .orderBy('id', 'desc')
                .execute()
        ).map(row => row.id);

    it('answers the console search from memory, with what a plain ILIKE finds', async () => {
        const searched = vi.spyOn(index, 'search');
        const { ids: found, total } = await ids('zulai');
        expect(searched).toHaveBeenCalled();
        expect(found).toEqual(await plain('zulai'));
        expect(total).toBe(30);
        expect((await ids('zulai', 'inactive')).ids).toHaveLength(10);
        searched.mockRestore();
    });

    it('finds a customer under a changed name and not the old one, and loses one anonymised or deleted', async () => {
        const [first, second, third] = (await ids('yusof')).ids as [number, number, number];
        await test.app.db
            .updateTable('customers')
            .set({ firstName: 'Qistina' })
            .where('id', '=', first)
            .execute();
        await test.app.db
            .updateTable('customers')
            .set({ anonymisedAt: new Date() })
            .where('id', '=', second)
            .execute();
        await test.app.db.deleteFrom('customers').where('id', '=', third).execute();
        expect((await ids('yusof')).ids).toEqual(await plain('yusof'));
        expect((await ids('yusof')).ids).not.toContain(first);
        expect((await ids('qistina')).ids).toEqual([first]);
        // A points change is no change to what a search reads: it takes no number.
        const before = index.version;
        await test.app.db
            .insertInto('rewardPointsTrails')
            .values({ customerId: first, reason: 'Test', pointsChange: 5 })
            .execute();
        await ids('qistina');
        expect(index.version).toBe(before);
    });

    it('keeps a second instance over the same database up to date, and one behind the trimmed changes builds again', async () => {
        const other = new CustomerSearchIndex(test.app.db);
        await other.build();
        const repository = customersRepository(test.app.db, { searchIndex: other });
        const read = async (q: string) =>
            (
                await repository.list({
                    paged: true,
                    page: 1,
                    perPage: 100,
                    sort: 'registeredAt',
                    order: 'desc',
                    search: q,
                })
            ).rows.map(row => row.id);
        await test.app.db.insertInto('customers').values(customer(900, 'Wardina')).execute();
        expect(await read('wardina')).toEqual(await plain('wardina'));
        expect(await read('wardina')).toHaveLength(1);
        // Changes after the other's number are trimmed: it cannot catch up, and reads everything again.
        const built = vi.spyOn(other, 'build');
        await test.app.db.insertInto('customers').values(customer(901, 'Wardina')).execute();
        await sql`update customer_search_changes set changed_at = now() - interval '2 days'`.execute(
            test.app.db
        );
        expect(
            await trimSearchChanges(test.app.db, new Date(Date.now() - 86_400_000))
        ).toBeGreaterThan(0);
        expect(await read('wardina')).toEqual(await plain('wardina'));
        expect(await read('wardina')).toHaveLength(2);
        expect(built).toHaveBeenCalled();
        await other.close();
    });

    // What keeps the index exact: changes to what a search reads commit in the order of their numbers, because
    // each holds the number's row until it commits. A customer renamed locks no row of customer_counts (migration
    // 019), and one added locks only its status's, so only the number's row can make the second wait.
    it.runIf(backend === 'postgres')(
        'makes a second change of a searched field wait until the first commits',
        async () => {
            const first = new pg.Client({ connectionString: test.database.databaseUrl });
            const second = new pg.Client({ connectionString: test.database.databaseUrl });
            await first.connect();
            await second.connect();
            try {
                const [inactive] = (await ids('zulai', 'inactive')).ids as [number];
                await first.query('begin');
                await first.query(
                    "update customers set first_name = 'Zulaikha Nur' where id = $1",
                    [inactive]
                );
                await second.query("set lock_timeout = '300ms'");
                const added = second.query(
                    "insert into customers (login_id, first_name, last_name, email, phone_number, status, registered_at) values ('IDXWAIT', 'Wait', 'Rahman', 'wait@example.my', '+60 12-000 0000', 'active', now())"
                );
                await expect(added).rejects.toThrow(/lock timeout/);
                await first.query('commit');
                expect((await ids('zulaikha nur')).ids).toEqual([inactive]);
            } finally {
                await first.end();
                await second.end();
            }
        }
    );

    it('builds again after the customers are truncated', async () => {
        await sql`truncate customers cascade`.execute(test.app.db);
        // The count too: an index that kept the customers gone would find their ids and count them.
        expect(await ids('zulai')).toEqual({ ids: [], total: 0 });
        await test.app.db.insertInto('customers').values(customer(950, 'Zulaikha')).execute();
        expect((await ids('zulai')).ids).toEqual(await plain('zulai'));
        expect(await ids('zulai')).toMatchObject({ total: 1 });
        expect((await ids('zulai')).ids).toHaveLength(1);
    });
});
