import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Actor } from '../audit/record.ts';
import { recordAudit } from '../audit/repository.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/httpError.ts';
import { toIssuedVoucher } from './answer.ts';
import { issuedPeriod } from './rules.ts';

declare module 'fastify' {
    interface FastifyInstance {
        customerVouchersRepository: ReturnType<typeof customerVouchersRepository>;
    }
}

function customerVouchersRepository(db: Kysely<Database>) {
    return {
        /** Whether the voucher is public, or undefined when there is no such voucher. */
        findVoucher: (voucherId: number) =>
            db
                .selectFrom('vouchers')
                .select('isPublic')
                .where('id', '=', voucherId)
                .executeTakeFirst(),

        /**
         * Issues one customer voucher per customer, all or nothing, and records it as one `assign` of the
         * voucher. The usage limit is one conditional UPDATE that also locks the voucher row until commit, so
         * concurrent assigns of the same voucher queue behind it and the per-customer counts read next cannot
         * change underneath.
         */
        assign: (voucherId: number, customerIds: number[], actor: Actor) =>
            db.transaction().execute(async trx => {
                const voucher = await trx
                    .updateTable('vouchers')
                    .set(eb => ({ issuedCount: eb('issuedCount', '+', customerIds.length) }))
                    .where('id', '=', voucherId)
                    .where(eb =>
                        eb.or([
                            eb('usageLimit', 'is', null),
                            eb(
                                eb('issuedCount', '+', customerIds.length),
                                '<=',
                                eb.ref('usageLimit')
                            ),
                        ])
                    )
                    .returning([
                        'validityType',
                        'validityStartDate',
                        'validityEndDate',
                        'validityDuration',
                        'validityUnit',
                        'perCustomerLimit',
                        'usageLimit',
                        'issuedCount',
                    ])
                    .executeTakeFirst();
                if (!voucher) {
                    const exists = await trx
                        .selectFrom('vouchers')
                        .select(['usageLimit', 'issuedCount'])
                        .where('id', '=', voucherId)
                        .executeTakeFirst();
                    if (!exists) throw new HttpError(404, 'Voucher not found');
                    const left = Math.max((exists.usageLimit ?? 0) - exists.issuedCount, 0);
                    throw new HttpError(
                        409,
                        `usageLimit reached: ${left} of ${exists.usageLimit} vouchers left to issue`,
                        { usageLimit: 'Usage limit reached' }
                    );
                }
                const found = await trx
                    .selectFrom('customers')
                    .select('id')
                    .where('id', 'in', customerIds)
                    .execute();
                if (found.length !== customerIds.length) {
                    const known = new Set(found.map(row => row.id));
                    const missing = customerIds.filter(id => !known.has(id));
                    throw new HttpError(404, `Customer not found: ${missing.join(', ')}`, {
                        users: 'Customer not found',
                    });
                }
                if (voucher.perCustomerLimit != null) {
                    const full = await trx
                        .selectFrom('customerVouchers')
                        .select('customerId')
                        .where('voucherId', '=', voucherId)
                        .where('customerId', 'in', customerIds)
                        .groupBy('customerId')
                        .having(eb => eb.fn.countAll(), '>=', voucher.perCustomerLimit)
                        .execute();
                    if (full.length > 0) {
                        const ids = full.map(row => row.customerId).join(', ');
                        throw new HttpError(409, `perCustomerLimit reached for customer ${ids}`, {
                            perCustomerLimit: 'Per-customer limit reached',
                        });
                    }
                }
                const now = new Date();
                const { startAt, expireAt } = issuedPeriod(voucher, now);
                const rows = await trx
                    .insertInto('customerVouchers')
                    .values(
                        customerIds.map(customerId => ({
                            customerId,
                            voucherId,
                            redeemedAt: now,
                            usedAt: null,
                            startAt,
                            expireAt,
                            isActive: true,
                        }))
                    )
                    .returning('id')
                    .execute();
                const ids = rows.map(row => String(row.id));
                await recordAudit(trx, actor, {
                    action: 'assign',
                    entityType: 'voucher',
                    entityId: voucherId,
                    before: { issuedCount: voucher.issuedCount - customerIds.length },
                    after: {
                        issuedCount: voucher.issuedCount,
                        customerIds: customerIds.map(String),
                        customerVoucherIds: ids,
                    },
                });
                return ids;
            }),

        /** Removing an issued voucher gives its slot back to the usage limit; false when there is none. */
        remove: (customerVoucherId: number, customerId: number, actor: Actor) =>
            db.transaction().execute(async trx => {
                const removed = await trx
                    .deleteFrom('customerVouchers')
                    .where('id', '=', customerVoucherId)
                    .where('customerId', '=', customerId)
                    .returningAll()
                    .executeTakeFirst();
                if (!removed) return false;
                await trx
                    .updateTable('vouchers')
                    .set({ issuedCount: sql`greatest(issued_count - 1, 0)` })
                    .where('id', '=', removed.voucherId)
                    .execute();
                await recordAudit(trx, actor, {
                    action: 'remove',
                    entityType: 'customerVoucher',
                    entityId: customerVoucherId,
                    before: toIssuedVoucher(removed),
                    after: null,
                });
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
