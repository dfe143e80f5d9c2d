import type { Draws } from './apiWorkloads.ts';
import type { Shot } from './load.ts';

/** The customer list's sortable columns (src/resources/customers/CustomerList.tsx) and its status filter. */
export const listSorts = ['registeredAt', 'loginID', 'name', 'rewardPoints', 'status'] as const;
export type ListSort = (typeof listSorts)[number];
const statuses = ['', 'active', 'inactive', 'suspended'] as const;
const orders = ['ASC', 'DESC'] as const;
const deepPages = [1, 100, 1000, 10_000];

/** How many customers each status filter lists ('' for All Status), to keep the deep pages within the list. */
export type StatusTotals = Record<(typeof statuses)[number], number>;

const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)] as T;

/**
 * One open-loop workload per sort column, without or with a search: each request draws a status filter
 * (All, Active, Inactive, Suspended), a direction and a page as the console sends them. Unsearched, pages 1,
 * 100, 1,000 and 10,000 where the filter lists that many; searched, pages 1 to 4 (the pager offers three
 * pages past the first of a capped count), with a fragment of 3 to 8 characters cut from a customer, or in
 * one request of ten the first one or two letters of a name (the prefix way). Each request's kind names its
 * filter, direction and page or fragment length, so that the slowest combination is reported beside the
 * workload's p99.
 */
export function orderWorkload(
    sort: ListSort,
    searched: boolean,
    draws: Draws,
    totals: StatusTotals
): () => Shot {
    const prefixes = draws.fragments.map(fragment => fragment.slice(0, 1 + (fragment.length % 2)));
    return () => {
        const status = pick(statuses);
        const order = pick(orders);
        const filter = status ? `&status=${status}` : '';
        const base = `/v1/i/customers?perPage=25&sort=${sort}&order=${order}${filter}`;
        const who = status || 'all';
        if (!searched) {
            const reachable = deepPages.filter(page => (page - 1) * 25 < totals[status]);
            const page = pick(reachable.length ? reachable : [1]);
            return { path: `${base}&page=${page}`, kind: `${who} ${order} page ${page}` };
        }
        const short = Math.random() < 0.1;
        const q = short ? pick(prefixes) : pick(draws.fragments);
        const page = 1 + Math.floor(Math.random() * 4);
        return {
            path: `${base}&page=${page}&q=${encodeURIComponent(q)}`,
            kind: `${who} ${order} q${short ? '1-2' : '3-8'} page ${page}`,
        };
    };
}
