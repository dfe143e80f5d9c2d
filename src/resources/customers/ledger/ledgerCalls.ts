import type { Identifier } from 'react-admin';
import { request } from '../../../api/http';
import { listAnswer } from '../../../api/listAnswer';

// The points-ledger extension's calls (docs/api.md). The paged histories are not react-admin resources:
// their path depends on the customer and they take a date range, so they are plain queries.

export interface HistoryQuery {
    page: number;
    perPage: number;
    /** YYYY-MM-DD, inclusive; empty for no bound. */
    from: string;
    to: string;
}

/** The day after `day` (YYYY-MM-DD): the server's `to` is exclusive, the screen's is the last day shown. */
const dayAfter = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
};

/** The range as the server takes it, for a page of the history and for its CSV export. */
export const rangeQuery = ({ from, to }: Pick<HistoryQuery, 'from' | 'to'>) => ({
    from: from || undefined,
    to: to ? dayAfter(to) : undefined,
});

const query = ({ page, perPage, ...range }: HistoryQuery) => ({
    page,
    perPage,
    ...rangeQuery(range),
});

export const fetchHistory = async <T>(
    customerId: Identifier,
    kind: 'points' | 'transactions',
    params: HistoryQuery
) =>
    listAnswer<T>(
        await request(`/v1/i/customers/${customerId}/${kind}`, { query: query(params) }),
        kind
    );

/** A manual adjustment, recorded with the staff member signed in. */
export const adjustPoints = (customerId: Identifier, pointsChange: number, reason: string) =>
    request(`/v1/i/customers/${customerId}/points`, {
        method: 'POST',
        body: { pointsChange, reason },
    });

/** Adds the opposite entry, linked to the original; the server refuses a second reversal. */
export const reversePoints = (customerId: Identifier, entryId: Identifier, reason: string) =>
    request(`/v1/i/customers/${customerId}/points/${entryId}/reverse`, {
        method: 'POST',
        body: { reason },
    });
