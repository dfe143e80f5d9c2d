import type { Insertable } from 'kysely';
import type { Voucher } from '../../contract/index.ts';
import { VOUCHER_RULE_MESSAGES, voucherRuleFailures } from '../../contract/voucherRules.ts';
import type { VouchersTable } from '../db/schema.ts';
import { createFieldReader } from '../lib/formFields.ts';

export type VoucherValues = Omit<
    Insertable<VouchersTable>,
    'id' | 'issuedCount' | 'createdAt' | 'imageName'
>;

const money = { min: 0, max: 99_999_999.99, places: 2 };
const count = { min: 1, max: 2_147_483_647 };

/**
 * Reads a voucher form. On update, `current` holds the stored voucher and absent fields keep their value;
 * an empty field clears an optional one. The result is checked as a whole against spec §5
 * (contract/voucherRules.ts, the console's rules too), and the fields
 * that do not apply to the chosen type or validity are cleared so that no stale value lingers.
 */
export function readVoucherForm(fields: Record<string, string>, current?: Voucher): VoucherValues {
    const read = createFieldReader(fields);
    const pick = <T>(value: T | undefined, previous: T) => (value === undefined ? previous : value);
    const type = pick(
        read.oneOf('type', ['PERCENTAGE', 'FIXED', 'PRODUCT'] as const),
        current?.type ?? null
    );
    const values = {
        name: pick(read.text('name'), current?.name ?? null),
        code: pick(read.text('code'), current?.code ?? null),
        description: pick(read.text('description'), current?.description ?? null),
        type,
        discountValue: pick(
            read.decimal('discountValue', type === 'PERCENTAGE' ? { ...money, max: 100 } : money),
            current?.discountValue ?? null
        ),
        isPublic: pick(read.boolean('isPublic'), current?.isPublic ?? true),
        canBeWhitelisted: pick(
            read.boolean('canBeWhitelisted'),
            current?.canBeWhitelisted ?? false
        ),
        pointsRequired: pick(
            read.integer('pointsRequired', { min: 0, max: count.max }),
            current?.pointsRequired ?? 0
        ),
        validityType: pick(
            read.oneOf('validityType', ['UNLIMITED', 'DATE_RANGE', 'DURATION'] as const),
            current?.validityType ?? null
        ),
        validityStartDate: pick(
            read.date('validityStartDate'),
            current?.validityStartDate ? new Date(current.validityStartDate) : null
        ),
        validityEndDate: pick(
            read.date('validityEndDate'),
            current?.validityEndDate ? new Date(current.validityEndDate) : null
        ),
        validityDuration: pick(
            read.integer('validityDuration', count),
            current?.validityDuration ?? null
        ),
        validityUnit: pick(
            read.oneOf('validityUnit', ['hours', 'days', 'months'] as const),
            current?.validityUnit ?? null
        ),
        usageLimit: pick(read.integer('usageLimit', count), current?.usageLimit ?? null),
        perCustomerLimit: pick(
            read.integer('perCustomerLimit', count),
            current?.perCustomerLimit ?? null
        ),
        minimumPurchaseAmount: pick(
            read.decimal('minimumPurchaseAmount', { ...money, min: 0.01 }),
            current?.minimumPurchaseAmount ?? null
        ),
        discountItemName: pick(read.text('discountItemName'), current?.discountItemName ?? null),
        discountItemOriginalPrice: pick(
            read.decimal('discountItemOriginalPrice', money),
            current?.discountItemOriginalPrice ?? null
        ),
        termsAndConditions: pick(
            read.text('termsAndConditions'),
            current?.termsAndConditions ?? null
        ),
    };
    read.check();

    for (const { field, rule } of voucherRuleFailures(values)) {
        read.fail(field, VOUCHER_RULE_MESSAGES[rule]);
    }
    read.check();

    const isRange = values.validityType === 'DATE_RANGE';
    const isDuration = values.validityType === 'DURATION';
    return {
        ...values,
        name: values.name as string,
        code: values.code as string,
        type: type as string,
        validityType: values.validityType as string,
        pointsRequired: values.pointsRequired ?? 0,
        discountValue: type === 'PRODUCT' ? null : values.discountValue,
        discountItemName: type === 'PRODUCT' ? values.discountItemName : null,
        discountItemOriginalPrice: type === 'PRODUCT' ? values.discountItemOriginalPrice : null,
        validityStartDate: isRange ? values.validityStartDate : null,
        validityEndDate: isRange ? values.validityEndDate : null,
        validityDuration: isDuration ? values.validityDuration : null,
        validityUnit: isDuration ? values.validityUnit : null,
    };
}
