// Plain lists without zod, so that the console can import them without bundling the schemas.

/** The multipart fields of POST and PATCH /v1/i/vouchers (spec §7); the image travels as the part `file`. */
export const VOUCHER_FORM_FIELDS = [
    'name',
    'code',
    'description',
    'type',
    'discountValue',
    'isPublic',
    'canBeWhitelisted',
    'pointsRequired',
    'validityType',
    'validityStartDate',
    'validityEndDate',
    'validityDuration',
    'validityUnit',
    'usageLimit',
    'perCustomerLimit',
    'minimumPurchaseAmount',
    'discountItemName',
    'discountItemOriginalPrice',
    'termsAndConditions',
] as const;

/** The multipart fields of POST and PATCH /v1/i/advertisement (spec §7); PATCH adds `id`, the image is `file`. */
export const ADVERTISEMENT_FORM_FIELDS = [
    'title',
    'startDateTime',
    'endDateTime',
    'isActive',
    'description',
    'deeplink',
] as const;
