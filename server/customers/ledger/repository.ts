import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Actor } from '../../audit/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/httpError.ts';
import { type PointsEntryRow, toPointsEntry } from './answer.ts';
import { appendEntries, insufficientPoints, lockCustomers } from './repository/entries.ts';

declare module 'fastify' {
    interface FastifyInstance {
        ledgerRepository: ReturnType<typeof ledgerRepository>;
    }
}

export interface HistoryQuery {
    page: number;
    perPage: number;
    from?: Date | undefined;
    to?: Date | undefined;
}

const notFound = () => new HttpError(404, 'Customer not found');

const selectEntries = (db: Kysely<Database>) =>
    db
        .selectFrom('rewardPointsTrails as entry')
        .leftJoin('rewardPointsTrails as reversal', 'reversal.reversesId', 'entry.id')
        .select([
            'entry.id',
            'entry.kind',
            'entry.reason',
            'entry.pointsChange',
            'entry.createdAt',
            'entry.staffId',
            'entry.staffUsername',
            'entry.reversesId',
            'entry.customerVoucherId',
            'entry.reasonCode',
            'entry.reasonParams',
            'reversal.id as reversedById',
        ]);

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

/** The entry as the answer and the audit show it; `balance` is the customer's after the write. */
async function answerEntry(trx: Kysely<Database>, entryId: number, customerId: number) {
    const row = await selectEntries(trx).where('entry.id', '=', entryId).executeTakeFirstOrThrow();
    const { rewardPoints } = await trx
        .selectFrom('customers')
        .select('rewardPoints')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
    return { entry: toPointsEntry(row as PointsEntryRow), balance: rewardPoints };
}

async function auditEntry(
    trx: Kysely<Database>,
    actor: Actor,
    customerId: number,
    answer: Awaited<ReturnType<typeof answerEntry>>
) {
    const { entry, balance } = answer;
    await recordAudit(trx, actor, {
        action: 'create',
        entityType: 'pointsEntry',
        entityId: entry.id,
        before: null,
        after: {
            customerId: String(customerId),
            kind: entry.kind,
            pointsChange: entry.pointsChange,
            reason: entry.reason,
            reverses: entry.reverses,
            balance,
        },
    });
}

function ledgerRepository(db: Kysely<Database>) {
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

        /** A manual adjustment; a deduction below zero is refused under the customer's row lock. */
        adjust: (customerId: number, pointsChange: number, reason: string, actor: Actor) =>
            db.transaction().execute(async trx => {
                const [customer] = await lockCustomers(trx, [customerId]);
                if (!customer) throw notFound();
                if (customer.rewardPoints + pointsChange < 0) {
                    throw insufficientPoints(customer.rewardPoints);
                }
                const [added] = await appendEntries(trx, actor, [
                    { customerId, kind: 'adjustment', reason, pointsChange },
                ]);
                const answer = await answerEntry(trx, (added as { id: number }).id, customerId);
                await auditEntry(trx, actor, customerId, answer);
                return answer;
            }),

        /** Adds the opposite of an entry, linked to it; an entry is reversed once, a reversal never. */
        reverse: (customerId: number, entryId: number, reason: string, actor: Actor) =>
            db.transaction().execute(async trx => {
                const [customer] = await lockCustomers(trx, [customerId]);
                if (!customer) throw notFound();
                const original = await selectEntries(trx)
                    .where('entry.id', '=', entryId)
                    .where('entry.customerId', '=', customerId)
                    .executeTakeFirst();
                if (!original) throw new HttpError(404, 'Points entry not found');
                if (original.kind === 'reversal' || original.kind === 'refund') {
                    throw new HttpError(
                        409,
                        'A reversal or refund cannot be reversed; make an adjustment instead'
                    );
                }
                if (original.reversedById !== null) {
                    throw new HttpError(409, 'This entry has already been reversed');
                }
                const pointsChange = -original.pointsChange;
                if (customer.rewardPoints + pointsChange < 0) {
                    throw insufficientPoints(customer.rewardPoints);
                }
                const [added] = await appendEntries(trx, actor, [
                    {
                        customerId,
                        kind: 'reversal',
                        reason,
                        pointsChange,
                        reversesId: entryId,
                        customerVoucherId: original.customerVoucherId,
                    },
                ]);
                const answer = await answerEntry(trx, (added as { id: number }).id, customerId);
                await auditEntry(trx, actor, customerId, answer);
                return answer;
            }),
    };
}

export default fp(
    async app => {
        app.decorate('ledgerRepository', ledgerRepository(app.db));
    },
    { name: 'ledger-repository', dependencies: ['db'] }
);
