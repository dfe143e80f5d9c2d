import dayjs from 'dayjs';
import type { Advertisement } from '../../../contract';
import { isScreenDeeplink } from '../../../contract/deeplink';

/** What the form holds: the record's fields plus the ImageInput's value under `file`. */
export interface AdvertisementFormValues {
    title?: string | null;
    description?: string | null;
    deeplink?: string | null;
    startDateTime?: string | null;
    endDateTime?: string | null;
    isActive?: boolean;
    file?: { rawFile?: File; src?: string } | null;
}

const messages = {
    title: 'app.advertisements.validation.title',
    start: 'app.advertisements.validation.start',
    image: 'app.advertisements.validation.image',
    deeplink: 'app.advertisements.validation.deeplink',
    startBeforeToday: 'app.advertisements.validation.start_before_today',
    startBeforeOriginal: 'app.advertisements.validation.start_before_original',
    endBeforeStart: 'app.advertisements.validation.end_before_start',
};

/**
 * The deeplink rule the server applies (contract/deeplink.ts): screen:param, or an https:// address, whose
 * host only the server can check against the hosts the merchant lists.
 */
const deeplinkLooksRight = (value: string) =>
    isScreenDeeplink(value) || /^https:\/\/\S+$/i.test(value);

/** Spec §5: the start may not precede today on create, nor the original start on edit. */
export const minimumStart = (original?: Advertisement) =>
    original ? dayjs(original.startDateTime) : dayjs().startOf('day');

const isBlank = (value: string | null | undefined) => !value?.trim();

/**
 * One rule set for create and edit (`original` is the record being edited). Returns message keys in
 * the order of the form, so that the first one is the one worth a toast.
 */
export const validateAdvertisement = (
    values: AdvertisementFormValues,
    original?: Advertisement
) => {
    const errors: Record<string, string> = {};
    if (isBlank(values.title)) errors.title = messages.title;
    if (!isBlank(values.deeplink) && !deeplinkLooksRight(values.deeplink?.trim() ?? '')) {
        errors.deeplink = messages.deeplink;
    }
    const start = values.startDateTime ? dayjs(values.startDateTime) : null;
    if (!start) {
        errors.startDateTime = messages.start;
    } else if (start.isBefore(minimumStart(original), 'minute')) {
        errors.startDateTime = original ? messages.startBeforeOriginal : messages.startBeforeToday;
    }
    if (start && values.endDateTime && dayjs(values.endDateTime).isBefore(start, 'minute')) {
        errors.endDateTime = messages.endBeforeStart;
    }
    if (!original && !values.file) errors.file = messages.image;
    return errors;
};

const titles: Record<string, string> = {
    [messages.title]: 'app.advertisements.toasts.missing_information',
    [messages.start]: 'app.advertisements.toasts.missing_information',
    [messages.image]: 'app.advertisements.toasts.missing_image',
};

/** The toast title for a validation message: the spec names 'Missing image'; the rest are ours. */
export const validationToastTitle = (message: string) =>
    titles[message] ?? 'app.advertisements.toasts.invalid_information';
