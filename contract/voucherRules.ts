// Spec §5's voucher submit checks, written once for both sides: the console marks each failing field with
// the rule's message key (`app.vouchers.validation.<rule>`), the server answers the rule's English message
// in `errors`, as spec §7's API does. Plain code without zod, so that the console bundles no schema.

export type VoucherRule =
    | 'name'
    | 'type'
    | 'validity_type'
    | 'discount'
    | 'start_date'
    | 'end_date'
    | 'duration'
    | 'minimum_purchase'
    | 'product'
    | 'code';

/** Each rule's English message: spec §5's words where it has them, the console's English from them. */
export const VOUCHER_RULE_MESSAGES: Record<VoucherRule, string> = {
    name: 'Please enter a voucher name',
    type: 'Please select a voucher type',
    validity_type: 'Please select a validity type',
    discount: 'Please enter a discount value',
    start_date: 'Please select start date',
    end_date: 'The end date must not be before the start date',
    duration: 'Please enter duration and select unit',
    minimum_purchase: 'Please enter the minimum purchase amount',
    product: 'Please enter the product name and original price',
    code: 'Please enter the POS code',
};

/**
 * The code each rule's refusal carries in the API's error answers (server/plugins/errorCodes.ts), which a
 * client translates. The minimum purchase switch is the console's alone: the API never answers that rule.
 */
export const VOUCHER_RULE_CODES: Record<Exclude<VoucherRule, 'minimum_purchase'>, string> = {
    name: 'voucher_name_required',
    type: 'voucher_type_required',
    validity_type: 'validity_type_required',
    discount: 'discount_value_required',
    start_date: 'start_date_required',
    end_date: 'end_before_start',
    duration: 'duration_required',
    product: 'product_required',
    code: 'pos_code_required',
};

/** The fields the rules read, as the form holds them (strings, numbers) or as the server read them (Dates). */
export interface VoucherRuleValues {
    name?: unknown;
    code?: unknown;
    type?: unknown;
    validityType?: unknown;
    discountValue?: unknown;
    validityStartDate?: unknown;
    validityEndDate?: unknown;
    validityDuration?: unknown;
    validityUnit?: unknown;
    minimumPurchaseAmount?: unknown;
    discountItemName?: unknown;
    discountItemOriginalPrice?: unknown;
    /** The console's minimum purchase switch. The API has none: there a blank amount means no minimum. */
    hasMinimumPurchase?: boolean;
}

export interface VoucherRuleFailure {
    field: Exclude<keyof VoucherRuleValues, 'hasMinimumPurchase'>;
    rule: VoucherRule;
}

export const isBlank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const timeOf = (value: unknown) => new Date(value as string | number | Date).getTime();

/**
 * The failing fields in spec §5's order (the first is the one worth a toast). A rule over two fields names
 * each blank one.
 */
export function voucherRuleFailures(values: VoucherRuleValues): VoucherRuleFailure[] {
    const failures: VoucherRuleFailure[] = [];
    const check = (field: VoucherRuleFailure['field'], rule: VoucherRule, applies = true) => {
        if (applies && isBlank(values[field])) failures.push({ field, rule });
    };
    const isProduct = values.type === 'PRODUCT';
    const isRange = values.validityType === 'DATE_RANGE';
    const isDuration = values.validityType === 'DURATION';
    check('name', 'name');
    check('type', 'type');
    check('validityType', 'validity_type');
    check('discountValue', 'discount', !isProduct);
    check('validityStartDate', 'start_date', isRange);
    const { validityStartDate: start, validityEndDate: end } = values;
    if (isRange && !isBlank(start) && !isBlank(end) && timeOf(end) < timeOf(start)) {
        failures.push({ field: 'validityEndDate', rule: 'end_date' });
    }
    check('validityDuration', 'duration', isDuration);
    check('validityUnit', 'duration', isDuration);
    check('minimumPurchaseAmount', 'minimum_purchase', values.hasMinimumPurchase === true);
    check('discountItemName', 'product', isProduct);
    check('discountItemOriginalPrice', 'product', isProduct);
    check('code', 'code');
    return failures;
}
