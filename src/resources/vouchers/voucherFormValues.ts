import type { Voucher } from '../../../contract';
import { isBlank as blank, voucherRuleFailures } from '../../../contract/voucherRules';

/** The form's values: the voucher's own fields, the UI-only minimum purchase switch and the new image. */
export interface VoucherFormValues extends Partial<Voucher> {
    hasMinimumPurchase?: boolean;
    /** Set by react-admin's ImageInput: `rawFile` is the picked File. */
    file?: { rawFile?: File; src?: string; title?: string } | null;
}

/** Spec §9: a new voucher is PERCENTAGE, UNLIMITED, public, free, with days as the unit. */
export const newVoucherDefaults: VoucherFormValues = {
    type: 'PERCENTAGE',
    validityType: 'UNLIMITED',
    isPublic: true,
    canBeWhitelisted: false,
    pointsRequired: 0,
    validityUnit: 'days',
    hasMinimumPurchase: false,
};

/** The switch starts on when the loaded voucher already has a minimum purchase amount. */
export const editDefaults = (voucher: Voucher): VoucherFormValues => ({
    hasMinimumPurchase: voucher.minimumPurchaseAmount != null,
});

/**
 * The submit checks of spec §5 (contract/voucherRules.ts, which the server applies too) as the fields they
 * mark: field name -> message key. The end date's order is left to its input, whose bound names the date.
 */
export const voucherFieldErrors = (values: VoucherFormValues): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const { field, rule } of voucherRuleFailures(values)) {
        if (rule !== 'end_date') errors[field] ??= `app.vouchers.validation.${rule}`;
    }
    return errors;
};

/**
 * What the provider sends as multipart (spec §7), without the UI-only switch. Fields that do not apply to
 * the chosen type or validity are left out (null), and the server clears them. An optional field left
 * blank is sent empty, which the server reads as "clear it": on PATCH an absent field keeps its value.
 */
export const toVoucherPayload = (values: VoucherFormValues) => {
    const { hasMinimumPurchase, ...data } = values;
    const isProduct = data.type === 'PRODUCT';
    const isRange = data.validityType === 'DATE_RANGE';
    const isDuration = data.validityType === 'DURATION';
    const applying = <T>(applies: boolean, value: T) => (applies && !blank(value) ? value : null);
    const orEmpty = <T>(value: T) => (blank(value) ? '' : value);
    return {
        ...data,
        description: orEmpty(data.description),
        discountValue: applying(!isProduct, data.discountValue),
        discountItemName: applying(isProduct, data.discountItemName),
        discountItemOriginalPrice: applying(isProduct, data.discountItemOriginalPrice),
        validityStartDate: applying(isRange, data.validityStartDate),
        validityEndDate: applying(isRange, data.validityEndDate),
        validityDuration: applying(isDuration, data.validityDuration),
        validityUnit: applying(isDuration, data.validityUnit),
        usageLimit: orEmpty(data.usageLimit),
        perCustomerLimit: orEmpty(data.perCustomerLimit),
        minimumPurchaseAmount: hasMinimumPurchase ? orEmpty(data.minimumPurchaseAmount) : '',
        termsAndConditions: orEmpty(data.termsAndConditions),
    };
};
