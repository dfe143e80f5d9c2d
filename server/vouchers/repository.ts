import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { VoucherStatus } from '../../contract/index.ts';
import type { Database } from '../db/schema.ts';
import { auditedImagedWrites } from '../images/index.ts';
import { column, type ListRequest, type ListRules, readList } from '../repository/readList.ts';
import { toVoucher, type VoucherRow } from './answer.ts';
import type { VoucherValues } from './form.ts';
import { checkUsageLimit } from './rules.ts';

declare module 'fastify' {
    interface FastifyInstance {
        vouchersRepository: ReturnType<typeof vouchersRepository>;
    }
}

/**
 * The derived status, computed by the database so that the list filter and the answer agree:
 * expired once the end date has passed; inactive before the start date or when the usage limit is used up;
 * otherwise active.
 */
export const voucherStatus = sql<VoucherStatus>`case
    when vouchers.validity_end_date is not null and vouchers.validity_end_date < now() then 'expired'
    when (vouchers.validity_start_date is not null and vouchers.validity_start_date > now())
        or (vouchers.usage_limit is not null and vouchers.issued_count >= vouchers.usage_limit) then 'inactive'
    else 'active' end`;

export const voucherColumns = [
    'vouchers.id',
    'vouchers.name',
    'vouchers.code',
    'vouchers.description',
    'vouchers.type',
    'vouchers.discountValue',
    'vouchers.discountItemName',
    'vouchers.discountItemOriginalPrice',
    'vouchers.isPublic',
    'vouchers.canBeWhitelisted',
    'vouchers.pointsRequired',
    'vouchers.validityType',
    'vouchers.validityStartDate',
    'vouchers.validityEndDate',
    'vouchers.validityDuration',
    'vouchers.validityUnit',
    'vouchers.usageLimit',
    'vouchers.perCustomerLimit',
    'vouchers.minimumPurchaseAmount',
    'vouchers.termsAndConditions',
    'vouchers.imageName',
    'vouchers.issuedCount',
] as const;

/** The fields the list sorts on: every column of the list; status is the derived expression. */
export const voucherSortFields = [
    'id',
    'name',
    'code',
    'type',
    'discountValue',
    'isPublic',
    'canBeWhitelisted',
    'pointsRequired',
    'validityType',
    'validityStartDate',
    'validityEndDate',
    'usageLimit',
    'perCustomerLimit',
    'minimumPurchaseAmount',
    'status',
] as const;

const listRules: ListRules = {
    sortBy: {
        ...Object.fromEntries(voucherSortFields.map(field => [field, column(`vouchers.${field}`)])),
        id: column('vouchers.id'),
        status: voucherStatus,
    },
    status: voucherStatus,
    search: sql<string>`lower(vouchers.name)`,
};

const selectVouchers = (db: Kysely<Database>) =>
    db.selectFrom('vouchers').select([...voucherColumns, voucherStatus.as('status')]);

function find(db: Kysely<Database>, id: number, forUpdate = false) {
    const query = selectVouchers(db).where('vouchers.id', '=', id);
    return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

function vouchersRepository(db: Kysely<Database>) {
    return {
        list: (query: ListRequest) => readList(selectVouchers(db), query, listRules),

        find: (id: number): Promise<VoucherRow | undefined> => find(db, id),

        ...auditedImagedWrites(db, {
            entityType: 'voucher',
            find,
            toAnswer: toVoucher,
            insert: async (trx, values: VoucherValues, imageName) =>
                (
                    await trx
                        .insertInto('vouchers')
                        .values({ ...values, imageName })
                        .returning('id')
                        .executeTakeFirstOrThrow()
                ).id,
            update: async (trx, id, values, imageName, current) => {
                // The route checked the limit against the count it read; copies issued since then are counted
                // in `current`, read under the lock the edit holds (assignments wait for it, and it for them).
                checkUsageLimit(values.usageLimit, current.issuedCount);
                await trx
                    .updateTable('vouchers')
                    .set({ ...values, imageName })
                    .where('id', '=', id)
                    .execute();
            },
            remove: async (trx, id) => {
                await trx.deleteFrom('vouchers').where('id', '=', id).execute();
            },
        }),
    };
}

export default fp(
    async app => {
        app.decorate('vouchersRepository', vouchersRepository(app.db));
    },
    { name: 'vouchers-repository', dependencies: ['db'] }
);
