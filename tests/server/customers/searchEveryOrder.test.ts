import { type Insertable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersRepository } from '../../../server/customers/repository.ts';
import type { CustomerSearchIndex } from '../../../server/customers/search/index/customerSearchIndex.ts';
import { readSearchVersion } from '../../../server/customers/search/repository/indexReads.ts';
import type { CustomersTable } from '../../../server/db/schema.ts';
import type { ListRequest } from '../../../server/repository/readList.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

// The customer list sorted by each column the console offers, with a status or none, searched or not: the
// same page and total as a plain ILIKE (or prefix LIKE under 3 characters) ordered by that column and the id,
// whichever way the server reads it: the index's match set ordered by the database (matchSetPage.ts), the
// sort column's index walked when the matches are many (a limit of 5 here; by points in batches from 3 up, so
// that ties in the points meet a batch's edge), the SQL way without an index, and the points' own table
// (migration 025).
const statuses = ['active', 'inactive', 'suspended'] as const;
const names = ['Siti Aisyah', 'siti Tan', 'Ahmad Ismail', 'Tan Wei Ling', 'Élodie Tan', 'Zoë Lim'];
const customer = (n: number): Insertable<CustomersTable> => {
    const [first, last] = (names[n % names.length] as string).split(' ') as [string, string];
    return {
        // Two spellings of the loginID, so that its order is not the id's.
        loginId:
            n % 3 === 0
                ? `my-${(n * 7919) % 1000}`
                : `MY${String((n * 31) % 997).padStart(5, '0')}`,
        firstName: first,
        lastName: `${last} ${n % 4}`,
        email: `${first.toLowerCase()}.${n}@${n % 2 ? 'mail.my' : 'example.com.my'}`,
        phoneNumber: '+60 12-000 0000',
        status: statuses[n % 3 === 1 ? 0 : n % 7 === 0 ? 2 : n % 3] as string,
        rewardPoints: 0,
        registeredAt: new Date(Date.UTC(2025, 0, 1 + ((n * 37) % 200))),
    };
};
const sorts = {
    loginID: 'loginId',
    name: 'name',
    registeredAt: 'registeredAt',
    rewardPoints: 'rewardPoints',
    status: 'status',
} as const;
// Under 3 characters a field must start with the fragment: 'is' starts only last names (Ismail).
const fragments = ['tan', 'siti', 'mail.my', 'my0', 'élo', 'zoë', '7@', 'si', 'is', 'a', 'xyz'];

describe.each(backends)('the customer list in every order on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { customerSearchIndex: true } });
        const rows = Array.from({ length: 120 }, (_, n) => customer(n + 1));
        const ids = (
            await test.app.db.insertInto('customers').values(rows).returning('id').execute()
        ).map(row => row.id);
        // Points with ties, so the id breaks them: through the ledger, the only way a balance moves.
        await test.app.db
            .insertInto('rewardPointsTrails')
            .values(
                ids.map((id, n) => ({
                    customerId: id,
                    reason: 'Opening',
                    pointsChange: ((n * 7) % 13) * 10,
                }))
            )
            .execute();
        await test.app.customerSearchIndex?.build();
    });
    afterAll(() => test?.close());

    /** A plain ILIKE over the documented fields in the asked order, as the list's ids. */
    const expected = async (query: ListRequest) => {
        const text = (query.search ?? '').trim();
        const short = [...text].length < 3;
        const escaped = text.replace(/[\\%_]/g, match => `\\${match}`);
        const pattern = short ? `${escaped}%` : `%${escaped}%`;
        const fields = short
            ? (['loginId', 'name', 'lastName', 'email'] as const)
            : (['loginId', 'name', 'email'] as const);
        let select = test.app.db
            .selectFrom('customers')
            .select('id')
            .where('anonymisedAt', 'is', null);
        if (query.search)
            select = select.where(eb => eb.or(fields.map(field => eb(field, 'ilike', pattern))));
        if (query.status) select = select.where('status', '=', query.status);
        const column = sorts[query.sort as keyof typeof sorts];
        const rows = await select.orderBy(column, query.order).orderBy('id', query.order).execute();
        return rows.map(row => row.id);
    };

    const ways = () => ({
        'match set': customersRepository(test.app.db, {
            searchIndex: test.app.customerSearchIndex,
        }),
        'index walk': customersRepository(test.app.db, {
            searchIndex: test.app.customerSearchIndex,
            matchSetLimit: 5,
            pointsWalkBatch: 3,
        }),
        'index among': customersRepository(test.app.db, {
            searchIndex: test.app.customerSearchIndex,
            matchSetSortedUpTo: 0,
        }),
        'SQL way': customersRepository(test.app.db),
    });

    const compare = async () => {
        let compared = 0;
        for (const [way, repository] of Object.entries(ways())) {
            for (const sort of Object.keys(sorts)) {
                for (const order of ['asc', 'desc'] as const) {
                    for (const status of [undefined, ...statuses]) {
                        for (const search of [undefined, ...fragments]) {
                            const query = {
                                paged: true,
                                page: 1,
                                perPage: 7,
                                sort,
                                order,
                                status,
                                search,
                            };
                            const all = await expected(query);
                            for (const page of [1, 2, Math.ceil(all.length / 7) + 1]) {
                                const { rows, total, totalCapped } = await repository.list({
                                    ...query,
                                    page,
                                });
                                const label = `${way} ${sort} ${order} ${status} ${search} page ${page}`;
                                const offset = (page - 1) * 7;
                                expect(
                                    rows.map(row => (row as { id: number }).id),
                                    label
                                ).toEqual(all.slice(offset, offset + 7));
                                // A search counts to 100 rows past the page's first; a list without one exactly.
                                const capped = search !== undefined && all.length - offset > 100;
                                expect([total, Boolean(totalCapped)], label).toEqual([
                                    capped ? offset + 100 : all.length,
                                    capped,
                                ]);
                                compared++;
                            }
                        }
                    }
                }
            }
        }
        return compared;
    };

    it('answers a plain ILIKE in each order, status and way', async () => {
        expect(await compare()).toBe(4 * 5 * 2 * 4 * 12 * 3);
    });

    it('keeps the points order with the customers through the ledger, status changes, anonymising and deletes', async () => {
        const { db } = test.app;
        const [first, second, third] = await db
            .selectFrom('customers')
            .select('id')
            .orderBy('id')
            .limit(3)
            .execute();
        await db
            .insertInto('rewardPointsTrails')
            .values([
                { customerId: first?.id as number, reason: 'Bonus', pointsChange: 500 },
                { customerId: second?.id as number, reason: 'Bonus', pointsChange: 5 },
            ])
            .execute();
        await db
            .updateTable('customers')
            .set({ status: 'suspended' })
            .where('id', '=', second?.id as number)
            .execute();
        await db
            .updateTable('customers')
            .set({ anonymisedAt: new Date() })
            .where('id', '=', third?.id as number)
            .execute();
        await db
            .deleteFrom('customers')
            .where(
                'id',
                '=',
                (
                    await db
                        .selectFrom('customers')
                        .select(sql<number>`max(id)`.as('id'))
                        .executeTakeFirstOrThrow()
                ).id
            )
            .execute();
        // A change of case alone moves a customer in the order by name (C collation: capitals first) while
        // the lower-case searched text stays: the index hears of it all the same (migration 025).
        const siti = await db
            .selectFrom('customers')
            .select('id')
            .where('firstName', '=', 'siti')
            .orderBy('id')
            .limit(3)
            .execute();
        const before = await readSearchVersion(db);
        await db
            .updateTable('customers')
            .set({ firstName: 'SITI' })
            .where(
                'id',
                'in',
                siti.map(row => row.id)
            )
            .execute();
        expect(siti).toHaveLength(3);
        expect((await readSearchVersion(db)).version).toBe(before.version + 3);
        // A line feed inside a field (written by hand: the API refuses one) would pass for a field's start in
        // the index's text: prefix searches then take the SQL way.
        await db
            .updateTable('customers')
            .set({ lastName: 'x\nAbdullah' })
            .where('id', '=', siti[0]?.id as number)
            .execute();
        const order = await db
            .selectFrom('customerPointsOrder')
            .select(['id', 'status', 'rewardPoints'])
            .orderBy('id')
            .execute();
        const listed = await db
            .selectFrom('customers')
            .select(['id', 'status', 'rewardPoints'])
            .where('anonymisedAt', 'is', null)
            .orderBy('id')
            .execute();
        expect(order).toEqual(listed);
        expect(order.map(row => row.id)).not.toContain(third?.id);
        // The pages agree after the changes too, the index having caught up with them on the way.
        await (test.app.customerSearchIndex as CustomerSearchIndex).catchUp();
        expect(await compare()).toBe(4 * 5 * 2 * 4 * 12 * 3);
    });
});
