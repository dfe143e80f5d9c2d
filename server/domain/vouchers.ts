import { type Expression, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { Voucher, VoucherStatus } from '../../contract/index.ts';
import type { Database, VouchersTable } from '../db/schema.ts';
import { isoOrNull, numberOrNull } from '../lib/values.ts';

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

type VoucherRow = Omit<Selectable<VouchersTable>, 'createdAt'> & { status: VoucherStatus };

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

export const imageUrl = (name: string | null) => (name ? `/uploads/${name}` : null);

export function toVoucher(row: VoucherRow): Voucher {
    return {
        id: String(row.id),
        name: row.name,
        code: row.code,
        description: row.description,
        status: row.status,
        type: row.type as Voucher['type'],
        discountValue: numberOrNull(row.discountValue),
        discountItemName: row.discountItemName,
        discountItemOriginalPrice: numberOrNull(row.discountItemOriginalPrice),
        isPublic: row.isPublic,
        canBeWhitelisted: row.canBeWhitelisted,
        pointsRequired: row.pointsRequired,
        validityType: row.validityType as Voucher['validityType'],
        validityStartDate: isoOrNull(row.validityStartDate),
        validityEndDate: isoOrNull(row.validityEndDate),
        validityDuration: row.validityDuration,
        validityUnit: row.validityUnit as Voucher['validityUnit'],
        usageLimit: row.usageLimit,
        perCustomerLimit: row.perCustomerLimit,
        minimumPurchaseAmount: numberOrNull(row.minimumPurchaseAmount),
        termsAndConditions: row.termsAndConditions,
        imageURL: imageUrl(row.imageName),
    };
}

export function selectVouchers(db: Kysely<Database>) {
    return db.selectFrom('vouchers').select([...voucherColumns, voucherStatus.as('status')]);
}

export async function findVoucher(db: Kysely<Database>, id: number) {
    return selectVouchers(db).where('vouchers.id', '=', id).executeTakeFirst();
}

export function voucherStatusIs(status: string): Expression<SqlBool> {
    return sql<SqlBool>`${voucherStatus} = ${status.toLowerCase()}`;
}
