import fp from 'fastify-plugin';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../audit/index.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../lib/paging.ts';
import { voucherColumns, voucherStatus } from '../../vouchers/index.ts';
import { type AssignOptions, assignVouchers } from './repository/assign.ts';
import { refusedClaim } from './repository/copies.ts';
import { removeCopy } from './repository/removeCopy.ts';

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
         * charged when it was not used: the points refunded (0 for none), null when there is no such copy.
         */
        remove: (customerVoucherId: number, customerId: number, actor: Actor) =>
            db.transaction().execute(trx => removeCopy(trx, customerVoucherId, customerId, actor)),
    };
}

export default fp(
    async app => {
        app.decorate('customerVouchersRepository', customerVouchersRepository(app.db));
    },
    { name: 'customer-vouchers-repository', dependencies: ['db'] }
);
