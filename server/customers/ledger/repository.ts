import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Actor } from '../../audit/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/httpError.ts';
import { type PointsEntryRow, toPointsEntry } from './answer.ts';
import {
    appendEntries,
    insufficientPoints,
    lockCustomers,
    selectEntries,
} from './repository/entries.ts';

declare module 'fastify' {
    interface FastifyInstance {
        ledgerRepository: ReturnType<typeof ledgerRepository>;
    }
}

const notFound = () => new HttpError(404, 'Customer not found');

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
