import type { Expression, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { column, type ListPage, type ListRules } from '../../repository/readList.ts';
import type { CustomerSearchIndex } from '../search/index/customerSearchIndex.ts';
import { indexedReads } from '../search/repository/indexedReads.ts';
import { matchSetPage } from '../search/repository/matchSetPage.ts';
import {
    customerMatches,
    readsMatchSet,
    readsWindowFirst,
    searchPage,
    searchReach,
} from '../search/repository/search.ts';
import { searchWindow } from '../search/repository/searchWindow.ts';
import type { TrigramShares } from '../search/repository/trigramShares.ts';
import { countedCustomers } from './counts.ts';
import { pointsKeysAmong, pointsPageKeys, pointsSearchKeys } from './pointsOrder.ts';
import { pointsWalkPage } from './pointsWalk.ts';

// Anonymised customers (PDPA deletion) stay as rows for the accounts but leave every list, search,
// count (customer_counts, migration 006), export and detail.
export const listedCustomers = (db: Kysely<Database>) =>
    db.selectFrom('customers').where('customers.anonymisedAt', 'is', null);

export const summaryColumns = [
    'customers.id',
    'customers.loginId',
    'customers.name',
    'customers.email',
    'customers.status',
    'customers.rewardPoints',
    'customers.registeredAt',
] as const;

export const customerSortFields = [
    'id',
    'loginID',
    'name',
    'email',
    'status',
    'rewardPoints',
    'registeredAt',
] as const;

/** The sorts with an index in their order (migrations 016 and 025) that a search with many matches walks. */
const walkable = new Set(['id', 'loginID', 'name', 'status', 'rewardPoints']);

/**
 * Without a search the total comes from customer_counts (kept by triggers), so the paged list does not count
 * a million rows on every request; with one, what matches and how far it is counted are in search.ts.
 */
export const customerListRules = (
    db: Kysely<Database>,
    options: {
        window?: number;
        shares?: () => TrigramShares;
        walk?: number;
        index?: CustomerSearchIndex | undefined;
        /** Past how many matches a search in another order walks that order (matchSetPage.ts); tests lower it. */
        matchSetLimit?: number | undefined;
        /** Up to how many matches the database sorts them alone (matchSetPage.ts); tests lower it. */
        matchSetSortedUpTo?: number | undefined;
        /** The first batch of a walk along the points' order (pointsWalk.ts); tests lower it. */
        pointsWalkBatch?: number | undefined;
    } = {}
): ListRules => {
    const { window = searchWindow, shares = () => new Map(), walk, index } = options;
    const indexed =
        index && indexedReads(db, index, () => listedCustomers(db).select(summaryColumns));
    return {
        sortBy: {
            id: column('customers.id'),
            loginID: column('customers.loginId'),
            name: column('customers.name'),
            email: column('customers.email'),
            status: column('customers.status'),
            rewardPoints: column('customers.rewardPoints'),
            registeredAt: column('customers.registeredAt'),
        },
        status: column('customers.status') as Expression<string>,
        matches: text => customerMatches(text, shares()),
        // customers_listing (migration 010) covers the console's list: newest first, by status, with a search.
        pageKey: column('customers.id'),
        keysOf: pointsPageKeys(db),
        readSearch: async (base, query, rules) => {
            // A search of 3 characters or more from the instance's index, once built: in registration order
            // (the console's) the page's ids; in any other, every match for the database to order, unless there
            // are too many, when the sort column's index is walked instead. Every other search, and every
            // search before the index is built, the SQL way as the planner reads it.
            const fromIndex =
                indexed && readsWindowFirst(query)
                    ? await indexed.searchPage(query, searchReach(query.perPage))
                    : index && readsMatchSet(query)
                      ? await matchSetPage(
                            db,
                            index,
                            base as never,
                            query,
                            rules,
                            searchReach(query.perPage),
                            {
                                limit: options.matchSetLimit,
                                sortedUpTo: options.matchSetSortedUpTo,
                                among: pointsKeysAmong(db),
                            }
                        )
                      : undefined;
            // Too many matches for the match set, sorted by points: the points' index walked, tested in memory.
            const walked =
                fromIndex === undefined && index?.ready && readsMatchSet(query)
                    ? await pointsWalkPage(db, index, base as never, query, rules, {
                          reach: searchReach(query.perPage),
                          firstBatch: options.pointsWalkBatch,
                      })
                    : undefined;
            // The index's rows are the list's own columns (summaryColumns), the base this hook is given.
            return (
                ((fromIndex ?? walked) as ListPage<never> | undefined) ??
                searchPage(db, base, query, rules, {
                    window,
                    walkEntries: walk,
                    everyMatch: text => customerMatches(text, shares(), true),
                    walkInOrder: Boolean(
                        index?.ready && readsMatchSet(query) && walkable.has(query.sort ?? 'id')
                    ),
                    orderedKeys: pointsSearchKeys(db),
                })
            );
        },
        // Pages in registration order without a search from the index too: no index entries read past.
        readPage: query =>
            indexed && query.sort === 'registeredAt'
                ? indexed.listPage(query)
                : Promise.resolve(undefined),
        countedTotal: status => countedCustomers(db, status),
    };
};
