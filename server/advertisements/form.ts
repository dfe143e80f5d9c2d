import type { Insertable } from 'kysely';
import type { Advertisement } from '../../contract/index.ts';
import type { AdvertisementsTable } from '../db/schema.ts';
import { createFieldReader } from '../lib/formFields.ts';

export type AdvertisementValues = Omit<
    Insertable<AdvertisementsTable>,
    'id' | 'createdAt' | 'imageName'
>;

/**
 * screen:param, as the spec describes the deeplink (for example `voucher:42` or `promo:raya-2026`): a screen
 * name and one parameter of letters, digits, `.`, `_` and `-`. The app opens it as a screen, but a client that
 * treats it as a link must never be handed something it would run or fetch, so URL schemes are not screens.
 */
const deeplinkPattern = /^[A-Za-z][\w-]{0,39}:[\w.-]{1,200}$/;
const urlSchemes = new Set([
    'about',
    'blob',
    'content',
    'data',
    'file',
    'ftp',
    'http',
    'https',
    'intent',
    'javascript',
    'mailto',
    'sms',
    'tel',
    'vbscript',
    'ws',
    'wss',
]);
const isDeeplink = (value: string) =>
    deeplinkPattern.test(value) && !urlSchemes.has(value.split(':')[0].toLowerCase());

/** Reads an advertisement form; on update absent fields keep the stored value (see the voucher form). */
export function readAdvertisementForm(
    fields: Record<string, string>,
    current?: Advertisement
): AdvertisementValues {
    const read = createFieldReader(fields);
    const pick = <T>(value: T | undefined, previous: T) => (value === undefined ? previous : value);
    const values = {
        title: pick(read.text('title'), current?.title ?? null),
        description: pick(read.text('description'), current?.description ?? null),
        deeplink: pick(read.text('deeplink'), current?.deeplink ?? null),
        startDateTime: pick(
            read.date('startDateTime'),
            current ? new Date(current.startDateTime) : null
        ),
        endDateTime: pick(
            read.date('endDateTime'),
            current?.endDateTime ? new Date(current.endDateTime) : null
        ),
        isActive: pick(read.boolean('isActive'), current?.isActive ?? true),
    };
    read.check();
    if (!values.title) read.fail('title', 'Please enter a campaign name');
    if (!values.startDateTime) read.fail('startDateTime', 'Please select a start date');
    if (values.startDateTime && values.endDateTime && values.endDateTime < values.startDateTime) {
        read.fail('endDateTime', 'The end date must not be before the start date');
    }
    if (values.deeplink && !isDeeplink(values.deeplink)) {
        read.fail('deeplink', 'The deeplink must look like screen:param');
    }
    read.check();
    return {
        ...values,
        title: values.title as string,
        startDateTime: values.startDateTime as Date,
    };
}
