import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countedCustomers } from '../../../server/customers/repository/counts.ts';
import { listedCustomers, summaryColumns } from '../../../server/customers/repository/listRules.ts';
import { customersRepository } from '../../../server/customers/repository.ts';
import type { CustomerSearchIndex } from '../../../server/customers/search/index/customerSearchIndex.ts';
import { indexedListPage } from '../../../server/customers/search/repository/indexedPage.ts';
import {
    indexedSearchPage,
    withSearchVersion,
} from '../../../server/customers/search/repository/indexedSearch.ts';
import type { CustomersTable } from '../../../server/db/schema.ts';
import type { ListRequest } from '../../../server/repository/readList.ts';
import { backends, createTestApp, dataOf, type TestApp } from '../helpers.ts';

// The customer list's pages in registration order without a search, answered from the instance's index
// (server/customers/search/repository/indexedPage.ts): the same rows and totals as the SQL way, after any change.
const statuses = ['active', 'inactive', 'suspended'] as const;
const customer = (n: number): Insertable<CustomersTable> => ({
    loginId: `PAGE${String(n).padStart(5, '0')}`,
    firstName: 'Nur',
    lastName: `Page ${n}`,
    email: `page.${n}@example.my`,
    phoneNumber: '+60 12-000 0000',
    status: statuses[n % 3] as string,
    rewardPoints: 0,
    // Every fifth shares its time with the one before: the id breaks the tie.
    registeredAt: new Date(Date.UTC(2024, 0, 1, 0, 0, n - (n % 5 === 0 ? 1 : 0))),
});

describe.each(backends)('the customer list from the index on %s', backend => {
    let test: TestApp;
    let index: CustomerSearchIndex;
    beforeAll(async () => {
        test = await createTestApp(backend);
        index = test.app.customerSearchIndex as CustomerSearchIndex;
        // The app starts a build when it is ready; a build() called while it runs joins it, and that one may
        // have read its change number before the customers below: the first page would then catch up and pick
        // again (a call more than counted). Waited for here, the build after the inserts is a new one.
        await index.build();
        await test.app.db
            .insertInto('customers')
            .values(Array.from({ length: 45 }, (_, n) => customer(n + 1)))
            .execute();
        await index.build();
    });
    afterAll(() => test?.close());

    /** The console's list through the API, and the same page read the SQL way (a repository without the index). */
    const both = async (query: Partial<ListRequest>) => {
        const asked = { paged: true, page: 1, perPage: 7, order: 'desc' as const, ...query };
        const { customers, total } = dataOf(
            await test.api.GET('/v1/i/customers', {
                params: {
                    query: {
                        sort: 'registeredAt',
                        order: asked.order === 'desc' ? 'DESC' : 'ASC',
                        page: asked.page,
                        perPage: asked.perPage,
                        status: asked.status,
                    },
                },
            })
        );
        const plain = await customersRepository(test.app.db).list({
            ...asked,
            sort: 'registeredAt',
        });
        return {
            api: { ids: customers.map(row => Number(row.id)), total },
            sql: { ids: plain.rows.map(row => row.id), total: plain.total },
        };
    };

    const everyPage = async () => {
        for (const status of [undefined, ...statuses]) {
            for (const order of ['desc', 'asc'] as const) {
                for (const page of [1, 2, 3, 8]) {
                    const { api, sql } = await both({ status, order, page });
                    expect(api, `${status} ${order} page ${page}`).toEqual(sql);
                }
            }
        }
    };

    it('pages the list from memory, in the SQL way’s order and with its totals', async () => {
        const paged = vi.spyOn(index, 'page');
        await everyPage();
        expect(paged).toHaveBeenCalledTimes(32);
        expect((await both({ status: 'inactive' })).api.total).toBe(15);
        paged.mockRestore();
    });

    it('pages as the SQL way does after customers are added, moved, changed status, anonymised and deleted', async () => {
        const db = test.app.db;
        await db
            .insertInto('customers')
            .values([customer(46), customer(47)])
            .execute();
        await db
            .updateTable('customers')
            .set({ status: 'suspended' })
            .where('loginId', '=', 'PAGE00044')
            .execute();
        await db
            .updateTable('customers')
            .set({ registeredAt: new Date(Date.UTC(2023, 0, 1)) })
            .where('loginId', '=', 'PAGE00043')
            .execute();
        await db
            .updateTable('customers')
            .set({ anonymisedAt: new Date() })
            .where('loginId', '=', 'PAGE00042')
            .execute();
        await db.deleteFrom('customers').where('loginId', '=', 'PAGE00041').execute();
        await everyPage();
        expect((await both({ page: 1 })).api.ids[0]).toBe(
            (
                await db
                    .selectFrom('customers')
                    .select('id')
                    .where('loginId', '=', 'PAGE00047')
                    .executeTakeFirstOrThrow()
            ).id
        );
    });

    // The ids are picked from the index as of its number, the rows read as of the database's: another request
    // may bring the index up to date while the rows are read. The number compared must be the one of the pick.
    it('never answers ids picked before a change with rows read after it', async () => {
        const db = test.app.db;
        const built = index.version;
        await db
            .updateTable('customers')
            .set({ registeredAt: new Date(Date.UTC(2022, 0, 1)), firstName: 'Moved' })
            .where('loginId', '=', 'PAGE00040')
            .execute();
        expect(index.version).toBe(built);
        const rows = (ids: string) =>
            withSearchVersion(listedCustomers(db).select(summaryColumns), ids);
        const catchingUp = async <T>(read: () => Promise<T>) => {
            await index.catchUp();
            return read();
        };
        const query = {
            paged: true,
            page: 1,
            perPage: 7,
            sort: 'registeredAt',
            order: 'desc',
        } as const;
        const page = await indexedListPage(
            db,
            index,
            (ids, status) =>
                catchingUp(() =>
                    rows(ids).select(countedCustomers(db, status).as('total')).execute()
                ),
            query
        );
        const plain = await customersRepository(db).list(query);
        expect(page?.rows.map(row => row.id)).toEqual(plain.rows.map(row => row.id));

        await db
            .updateTable('customers')
            .set({ firstName: 'Gone' })
            .where('firstName', '=', 'Moved')
            .execute();
        const search = { ...query, search: 'moved' };
        const found = await indexedSearchPage(
            db,
            index,
            ids => catchingUp(() => rows(ids).execute()),
            search,
            100
        );
        expect(found).toEqual({ rows: [], total: 0 });
    });
});
