import fp from 'fastify-plugin';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Actor } from '../audit/record.ts';
import { auditRow } from '../audit/repository.ts';
import type { Database } from '../db/schema.ts';
import { containsPattern } from '../lib/paging.ts';
import { voucherColumns, voucherStatus } from '../vouchers/repository.ts';
import { toIssuedVoucher } from './answer.ts';
import { type AssignOptions, assignVouchers, refundCharge } from './repository/assignVouchers.ts';
import { refusedClaim } from './repository/voucherCopies.ts';

declare module 'fastify' {
    interface FastifyInstance {
        customerVouchersRepository: ReturnType<typeof customerVouchersRepository>;
    }
}

export interface AssignableQuery {
    page: number;
    perPage: number;
    search?: string | undefined;
}

function customerVouchersRepository(db: Kysely<Database>) {
    return {
        /**
         * Every voucher (or those whose name contains `search`) with how many copies are issued and how many
         * this customer holds; the ones that can be assigned come first, then by name.
         */
        listAssignable: async (customerId: number, query: AssignableQuery) => {
            let filtered = db.selectFrom('vouchers');
            if (query.search) {
                filtered = filtered.where(
                    sql<SqlBool>`lower(vouchers.name) like ${containsPattern(query.search.toLowerCase())}`
                );
            }
            const held = sql<string>`(SELECT count(*) FROM customer_vouchers held
                WHERE held.voucher_id = vouchers.id AND held.customer_id = ${customerId})`;
            const [rows, counted] = await Promise.all([
                filtered
                    .select([...voucherColumns, voucherStatus.as('status'), held.as('held')])
                    .orderBy(
                        sql`coalesce(vouchers.validity_end_date < now(), false)
                            or vouchers.issued_count >= coalesce(vouchers.usage_limit, vouchers.issued_count + 1)
                            or ${held} >= coalesce(vouchers.per_customer_limit, ${held} + 1)`
                    )
                    .orderBy('vouchers.name')
                    .orderBy('vouchers.id')
                    .limit(query.perPage)
                    .offset((query.page - 1) * query.perPage)
                    .execute(),
                filtered
                    .select(eb => eb.fn.countAll<string>().as('count'))
                    .executeTakeFirstOrThrow(),
            ]);
            return { rows, total: Number(counted.count) };
        },

        /** See assignVouchers: all or nothing, with points charged when asked. */
        assign: (voucherId: number, customerIds: number[], actor: Actor, options: AssignOptions) =>
            db
                .transaction()
                .execute(trx => assignVouchers(trx, voucherId, customerIds, actor, options))
                .catch(error => refusedClaim(db, voucherId, customerIds.length, error)),

        /**
         * Removing an issued voucher gives its slot back to the usage limit, and the points its assignment
         * charged when it was not used; false when there is none.
         */
        remove: (customerVoucherId: number, customerId: number, actor: Actor) =>
            db.transaction().execute(async trx => {
                // The copy goes only once its voucher's row is locked, with the lock an assignment reads it
                // with (voucherCopies.ts): a deletion of the voucher (which locks it, then deletes its copies)
                // then waits for this removal, or this one finds the voucher gone and the copy with it. Deleting
                // the copy first and waiting for the voucher after was a deadlock with it, answered 500.
                // The same statement asks for the copy's slot back (given at the commit, as an assignment takes
                // it, voucherCopies.ts: the voucher's row is locked by the COMMIT alone, after the customer's
                // of a refund) and finds the charge to refund: a round trip less for each (issue 19).
                const removed = await trx
                    .with('removed', db =>
                        db
                            .deleteFrom('customerVouchers')
                            .where('id', '=', customerVoucherId)
                            .where('customerId', '=', customerId)
                            .where(eb =>
                                eb.exists(
                                    eb
                                        .selectFrom('vouchers')
                                        .select('vouchers.id')
                                        .whereRef('vouchers.id', '=', 'customerVouchers.voucherId')
                                        .forKeyShare()
                                )
                            )
                            .returningAll()
                    )
                    .with('claimed', db =>
                        db
                            .insertInto('voucherClaims')
                            .columns(['voucherId', 'change'])
                            .expression(eb =>
                                eb
                                    .selectFrom('removed')
                                    .select(['voucherId', sql<number>`-1`.as('change')])
                            )
                    )
                    .selectFrom('removed')
                    .leftJoinLateral(
                        eb =>
                            eb
                                .selectFrom('rewardPointsTrails as charge')
                                .leftJoin(
                                    'rewardPointsTrails as reversal',
                                    'reversal.reversesId',
                                    'charge.id'
                                )
                                .select([
                                    'charge.id',
                                    'charge.customerId',
                                    'charge.pointsChange',
                                    'charge.reason',
                                ])
                                .whereRef('charge.customerVoucherId', '=', 'removed.id')
                                .where('charge.kind', '=', 'charge')
                                .where('reversal.id', 'is', null)
                                // A used copy was worth its points: nothing to give back.
                                .where('removed.usedAt', 'is', null)
                                .limit(1)
                                .as('charge'),
                        join => join.onTrue()
                    )
                    .selectAll('removed')
                    .select([
                        'charge.id as chargeId',
                        'charge.customerId as chargedCustomerId',
                        'charge.pointsChange as chargedPoints',
                        'charge.reason as chargeReason',
                    ])
                    .executeTakeFirst();
                if (!removed) return false;
                const { chargeId, chargedCustomerId, chargedPoints, chargeReason, ...copy } =
                    removed;
                const refundId =
                    chargeId !== null &&
                    chargedCustomerId !== null &&
                    chargedPoints !== null &&
                    chargeReason !== null
                        ? await refundCharge(
                              trx,
                              {
                                  id: chargeId,
                                  customerId: chargedCustomerId,
                                  pointsChange: chargedPoints,
                                  reason: chargeReason,
                              },
                              copy.id,
                              actor
                          )
                        : null;
                await trx
                    .insertInto('auditLog')
                    .values(
                        auditRow(actor, {
                            action: 'remove',
                            entityType: 'customerVoucher',
                            entityId: customerVoucherId,
                            before: toIssuedVoucher(copy),
                            after: refundId ? { refundEntryId: refundId } : null,
                        })
                    )
                    .execute();
                return true;
            }),
    };
}

export default fp(
    async app => {
        app.decorate('customerVouchersRepository', customerVouchersRepository(app.db));
    },
    { name: 'customer-vouchers-repository', dependencies: ['db'] }
);
