import type { Voucher } from '../../../contract';

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

const blank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The submit checks of spec §5, in its order, as the fields they mark: field name -> message key. A check
 * over two fields marks each blank one with the same message. The POS code, which §5 marks required
 * without a message, comes last.
 */
export const voucherFieldErrors = (values: VoucherFormValues): Record<string, string> => {
    const errors: Record<string, string> = {};
    const check = (field: keyof VoucherFormValues, message: string, applies = true) => {
        if (applies && blank(values[field])) errors[field] = `app.vouchers.validation.${message}`;
    };
    const isProduct = values.type === 'PRODUCT';
    const isDuration = values.validityType === 'DURATION';
    check('name', 'name');
    check('discountValue', 'discount', !isProduct);
    check('validityStartDate', 'start_date', values.validityType === 'DATE_RANGE');
    check('validityDuration', 'duration', isDuration);
    check('validityUnit', 'duration', isDuration);
    check('minimumPurchaseAmount', 'minimum_purchase', values.hasMinimumPurchase);
    check('discountItemName', 'product', isProduct);
    check('discountItemOriginalPrice', 'product', isProduct);
    check('code', 'code');
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
