import type { ADVERTISEMENT_FORM_FIELDS, VOUCHER_FORM_FIELDS } from '../../contract/index.ts';
import { readAdvertisementForm } from '../advertisements/index.ts';
import { readVoucherForm } from '../vouchers/index.ts';
import type { JsonSchema } from './openapiSchema.ts';

// The multipart forms of spec §7 as the form readers take them (vouchers/form.ts, advertisements/form.ts,
// lib/formFields.ts): every field is text; surrounding spaces are trimmed, and an empty field clears an optional
// value. Numbers are decimal strings, booleans the strings "true" and "false", dates ISO 8601.

const text = (description: string): JsonSchema => ({ type: 'string', description });
const oneOf = (values: string[]): JsonSchema => ({ type: 'string', enum: values });
const flag = (description: string): JsonSchema => ({
    type: 'string',
    enum: ['true', 'false'],
    description,
});
const whole = (minimum: number, description: string): JsonSchema => ({
    type: 'string',
    pattern: '^-?\\d{1,12}$',
    description: `A whole number from ${minimum} to 2147483647. ${description}`,
});
const money = (minimum: number, maximum: string, description: string): JsonSchema => ({
    type: 'string',
    pattern: '^-?\\d{1,12}(\\.\\d{1,2})?$',
    description: `A number with at most 2 decimals, from ${minimum} to ${maximum}. ${description}`,
});
const date = (description: string): JsonSchema => ({
    type: 'string',
    pattern:
        '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
    description: `An ISO 8601 date or date-time (years 1 to 9999), such as \`2031-01-31\` or \`2031-01-31T09:00:00Z\`. ${description}`,
});
const image = (description: string): JsonSchema => ({
    type: 'string',
    format: 'binary',
    contentMediaType: 'image/*',
    description: `A JPEG or PNG image, at most 5 MB. ${description}`,
});

const voucherFields: Record<(typeof VOUCHER_FORM_FIELDS)[number], JsonSchema> = {
    name: text('The voucher name.'),
    code: text('The POS code.'),
    description: text('Optional.'),
    type: oneOf(['PERCENTAGE', 'FIXED', 'PRODUCT']),
    discountValue: money(0, '99999999.99 (100 for PERCENTAGE)', 'Required unless PRODUCT.'),
    isPublic: flag('Default "true".'),
    canBeWhitelisted: flag('Default "false".'),
    pointsRequired: whole(0, 'Default 0.'),
    validityType: oneOf(['UNLIMITED', 'DATE_RANGE', 'DURATION']),
    validityStartDate: date('Required for DATE_RANGE.'),
    validityEndDate: date('DATE_RANGE only; not before the start.'),
    validityDuration: whole(1, 'Required for DURATION.'),
    validityUnit: oneOf(['hours', 'days', 'months']),
    usageLimit: whole(1, 'Optional; on an edit not below the copies already issued.'),
    perCustomerLimit: whole(1, 'Optional.'),
    minimumPurchaseAmount: money(0.01, '99999999.99', 'Optional.'),
    discountItemName: text('Required for PRODUCT.'),
    discountItemOriginalPrice: money(0, '99999999.99', 'Required for PRODUCT.'),
    termsAndConditions: text('Optional.'),
};

/** The deeplink rule of contract/deeplink.ts: screen:param, or https:// to a host DEEPLINK_HOSTS lists. */
const deeplink: JsonSchema = {
    type: 'string',
    anyOf: [
        { pattern: '^[A-Za-z][\\w-]{0,39}:[\\w.-]{1,200}$' },
        { pattern: '^https://', format: 'uri', maxLength: 500 },
        { maxLength: 0 },
    ],
    description:
        'Optional. `screen:param` such as `voucher:42` (a URL scheme such as `javascript` is not a screen), or an https:// address on one of the hosts DEEPLINK_HOSTS lists.',
};

const advertisementFields: Record<(typeof ADVERTISEMENT_FORM_FIELDS)[number], JsonSchema> = {
    title: text('The campaign name.'),
    startDateTime: date('The start.'),
    endDateTime: date('Optional; not before the start.'),
    isActive: flag('Default "true".'),
    description: text('Optional.'),
    deeplink,
};

export interface MultipartForm {
    schema: JsonSchema;
    /** The form reader's refusal of an empty form, as the route answers it. */
    invalid: () => unknown;
}

function form(
    fields: Record<string, JsonSchema>,
    required: string[],
    imageNote: string,
    invalid: () => unknown
): MultipartForm {
    return {
        schema: {
            type: 'object',
            properties: { ...fields, file: image(imageNote) },
            required,
            // As the routes do: a field the form does not name is refused ("Unknown field").
            additionalProperties: false,
        },
        invalid,
    };
}

const adId = { type: 'string', pattern: '^[1-9]\\d{0,8}$', description: 'The id to change.' };

/** The multipart forms by route; the image is the part `file`. */
export const multipartForms: Record<string, MultipartForm> = {
    'POST /v1/i/vouchers': form(
        voucherFields,
        ['name', 'code', 'type', 'validityType'],
        'Optional.',
        () => readVoucherForm({})
    ),
    'PATCH /v1/i/vouchers/{id}': form(
        voucherFields,
        [],
        'Optional; replaces the image. A field left out keeps its value.',
        () => readVoucherForm({ type: 'none' })
    ),
    'POST /v1/i/advertisement': form(
        advertisementFields,
        ['title', 'startDateTime', 'file'],
        'Required.',
        () => readAdvertisementForm({}, [])
    ),
    'PATCH /v1/i/advertisement': form(
        { id: adId, ...advertisementFields },
        ['id'],
        'Optional; replaces the image. A field left out keeps its value.',
        () => readAdvertisementForm({ title: '' }, [])
    ),
};

/** How the image part travels (the media type object's `encoding`). */
export const formEncoding = { file: { contentType: 'image/jpeg, image/png' } };
