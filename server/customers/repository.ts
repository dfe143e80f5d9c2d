import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compileOnce } from '../db/compiledQuery.ts';
import { genericPlansOf } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { compiledList } from '../repository/compiledList.ts';
import { type ListRequest, readList } from '../repository/readList.ts';
import {
    customerListRules,
    customerSortFields,
    listedCustomers,
    summaryColumns,
} from './repository/listRules.ts';
import type { CustomerSearchIndex } from './search/index/customerSearchIndex.ts';
import { readTrigramShares, type TrigramShares } from './search/repository/trigramShares.ts';
import { customerVoucherListRules, selectCustomerVouchers } from './vouchers/repository/list.ts';

declare module 'fastify' {
    interface FastifyInstance {
        customersRepository: ReturnType<typeof customersRepository>;
    }
}

/**
 * `searchWindow`: how many of the newest customers a search reads first (searchWindow.ts); tests make it small,
 * and `searchWalk` the most it reads in all before it takes every match (by default what the window's share of
 * matches calls for).
 * `matchSetLimit`: past how many matches a search sorted by another column than registration walks that
 * column's index (matchSetPage.ts), and `matchSetSortedUpTo` up to how many the database sorts alone; tests
 * make them small, and `pointsWalkBatch` the first batch of the points' walk (pointsWalk.ts).
 * `trigramShares`: the shares a search starts with (trigramShares.ts); none, and until the first
 * refreshSearchShares a search asks the trigram index for its whole text.
 */
export function customersRepository(
    db: Kysely<Database>,
    options: {
        searchWindow?: number;
        searchWalk?: number;
        trigramShares?: TrigramShares;
        searchIndex?: CustomerSearchIndex;
        matchSetLimit?: number;
        matchSetSortedUpTo?: number;
        pointsWalkBatch?: number;
    } = {}
) {
    let shares: TrigramShares = options.trigramShares ?? new Map();
    const listRules = customerListRules(db, {
        window: options.searchWindow,
        shares: () => shares,
        walk: options.searchWalk,
        index: options.searchIndex,
        matchSetLimit: options.matchSetLimit,
        matchSetSortedUpTo: options.matchSetSortedUpTo,
        pointsWalkBatch: options.pointsWalkBatch,
    });
    /**
     * A customer with points trail, transactions and vouchers, in one query (the lists come back as JSON
     * arrays): one round trip instead of four matters on the detail screen's hot path, PGlite above all. Built
     * once (compileOnce): it is the costliest query of the API to build. On PostgreSQL it runs beside the list's
     * pages and the search, on the connections that plan it once (connect.ts, `genericPlansOf`): their plan is
     * the same for every customer, and there the reads of the customer screens do not queue behind writes that
     * hold the main pool's connections while they wait for a row lock (docs/performance.md).
     */
    const detail = compileOnce(
        db,
        { id: 0 },
        ({ id }) =>
            listedCustomers(db)
                .select(summaryColumns)
                .select(eb => [
                    jsonArrayFrom(
                        eb
                            .selectFrom('rewardPointsTrails')
                            .select(['id', 'reason', 'pointsChange', 'createdAt'])
                            .whereRef('customerId', '=', 'customers.id')
                            .orderBy('createdAt', 'desc')
                    ).as('trails'),
                    jsonArrayFrom(
                        eb
                            .selectFrom('transactions')
                            .select(['id', 'branchCode', 'date', 'currency', 'netTotalAmount'])
                            .whereRef('customerId', '=', 'customers.id')
                            .orderBy('date', 'desc')
                    ).as('transactions'),
                    jsonArrayFrom(
                        selectCustomerVouchers(db, id).orderBy('customerVouchers.id', 'desc')
                    ).as('vouchers'),
                ])
                .where('customers.id', '=', id),
        genericPlansOf(db)
    );
    return {
        /** The shares the searches use now (trigramShares.ts): none until the first refresh. */
        trigramShares: () => shares,

        /** Reads again which pieces of text most customers hold (trigramShares.ts), for the searches after it. */
        refreshSearchShares: async () => {
            shares = await readTrigramShares(db);
        },

        list: compiledList(
            db,
            () => listedCustomers(db).select(summaryColumns),
            listRules,
            customerSortFields
        ),

        findDetail: async (id: number) => (await detail({ id }))[0],

        findProfile: (id: number) =>
            listedCustomers(db).selectAll().where('id', '=', id).executeTakeFirst(),

        exists: async (id: number) => {
            const found = await listedCustomers(db)
                .select('id')
                .where('id', '=', id)
                .executeTakeFirst();
            return found !== undefined;
        },

        listVouchers: (customerId: number, query: ListRequest) =>
            readList(
                selectCustomerVouchers(db, customerId).where(eb =>
                    eb.exists(listedCustomers(db).select('id').where('id', '=', customerId))
                ),
                query,
                customerVoucherListRules
            ),
    };
}

/** How often an instance reads the pieces' shares again: they move as customers join, slowly. */
const sharesRefreshMs = 6 * 60 * 60 * 1000;

export default fp(
    async app => {
        const repository = customersRepository(app.db, { searchIndex: app.customerSearchIndex });
        app.decorate('customersRepository', repository);
        // Off the start's path: until the shares are read, searches ask the index for their whole text, and a
        // refresh that fails leaves the last shares in place (they only make a search cheaper, never change it).
        const refresh = () =>
            repository.refreshSearchShares().catch(error => {
                app.log.warn({ err: error }, 'customer search: reading the trigram shares failed');
            });
        let timer: NodeJS.Timeout | undefined;
        let reading: Promise<void> | undefined;
        app.addHook('onReady', async () => {
            reading = refresh();
            timer = setInterval(() => {
                reading = refresh();
            }, sharesRefreshMs).unref();
        });
        // The database closes after this hook: a read still under way finishes first.
        app.addHook('onClose', async () => {
            clearInterval(timer);
            await reading;
        });
    },
    { name: 'customers-repository', dependencies: ['db', 'customer-search-index'] }
);
