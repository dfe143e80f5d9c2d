import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PointsEntryRow } from '../ledger/answer.ts';
import { selectEntries } from '../ledger/repository/entries.ts';

declare module 'fastify' {
    interface FastifyInstance {
        historiesRepository: ReturnType<typeof historiesRepository>;
    }
}

export interface HistoryQuery {
    page: number;
    perPage: number;
    from?: Date | undefined;
    to?: Date | undefined;
}

/** The dates a history is asked for: `from` inclusive, `to` exclusive. */
export type HistoryRange = Pick<HistoryQuery, 'from' | 'to'>;

/** A customer's points entries within the range, unordered: the history's page and its CSV export read it. */
export function pointsHistory(db: Kysely<Database>, customerId: number, range: HistoryRange) {
    let filtered = selectEntries(db).where('entry.customerId', '=', customerId);
    if (range.from) filtered = filtered.where('entry.createdAt', '>=', range.from);
    if (range.to) filtered = filtered.where('entry.createdAt', '<', range.to);
    return filtered;
}

/** A customer's purchases within the range, unordered: the history's page and its CSV export read it. */
export function transactionsHistory(db: Kysely<Database>, customerId: number, range: HistoryRange) {
    let filtered = db.selectFrom('transactions').where('customerId', '=', customerId);
    if (range.from) filtered = filtered.where('date', '>=', range.from);
    if (range.to) filtered = filtered.where('date', '<', range.to);
    return filtered.select(['id', 'branchCode', 'date', 'currency', 'netTotalAmount']);
}

/** A page of rows newest first, and the count of all rows that match. */
async function page<Row>(
    rows: Promise<Row[]>,
    count: Promise<{ count: string | number | bigint }>
): Promise<{ rows: Row[]; total: number }> {
    const [found, counted] = await Promise.all([rows, count]);
    return { rows: found, total: Number(counted.count) };
}

function historiesRepository(db: Kysely<Database>) {
    return {
        listPoints: (customerId: number, query: HistoryQuery) => {
            const filtered = pointsHistory(db, customerId, query);
            return page(
                filtered
                    .orderBy('entry.createdAt', 'desc')
                    .orderBy('entry.id', 'desc')
                    .limit(query.perPage)
                    .offset((query.page - 1) * query.perPage)
                    .execute() as Promise<PointsEntryRow[]>,
                filtered
                    .clearSelect()
                    .select(eb => eb.fn.countAll<string>().as('count'))
                    .executeTakeFirstOrThrow()
            );
        },

        listTransactions: (customerId: number, query: HistoryQuery) => {
            const filtered = transactionsHistory(db, customerId, query);
            return page(
                filtered
                    .orderBy('date', 'desc')
                    .orderBy('id', 'desc')
                    .limit(query.perPage)
                    .offset((query.page - 1) * query.perPage)
                    .execute(),
                filtered
                    .clearSelect()
                    .select(eb => eb.fn.countAll<string>().as('count'))
                    .executeTakeFirstOrThrow()
            );
        },
    };
}

export default fp(
    async app => {
        app.decorate('historiesRepository', historiesRepository(app.db));
    },
    { name: 'histories-repository', dependencies: ['db'] }
);
