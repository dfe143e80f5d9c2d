import dayjs from 'dayjs';

// How the console's own date fields write a day or a moment: DD/MM/YYYY and DD/MM/YYYY HH:mm (24-hour), as
// Malaysia writes them in both languages. Each kind also names the value the browser's picker speaks.

export interface DateKind {
    /** The type of the browser's picker, opened by the calendar button. */
    pickerType: 'date' | 'datetime-local';
    /** The value the field holds and the picker speaks: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'. */
    valueFormat: string;
    /** How the text reads: 'DD/MM/YYYY' or 'DD/MM/YYYY HH:mm'. */
    textFormat: string;
    /** Translation keys of the placeholder and of the message for text that is no date. */
    placeholder: string;
    invalid: string;
    typed: RegExp;
}

export const DAY: DateKind = {
    pickerType: 'date',
    valueFormat: 'YYYY-MM-DD',
    textFormat: 'DD/MM/YYYY',
    placeholder: 'app.date_input.placeholder',
    invalid: 'app.date_input.invalid',
    typed: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
};

export const MOMENT: DateKind = {
    pickerType: 'datetime-local',
    valueFormat: 'YYYY-MM-DDTHH:mm',
    textFormat: 'DD/MM/YYYY HH:mm',
    placeholder: 'app.date_input.placeholder_time',
    invalid: 'app.date_input.invalid_time',
    // A comma between the day and the time is read too, as some people type it.
    typed: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+|,)(\d{1,2}):(\d{2})$/,
};

const exact = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

/**
 * Any value a form may hold (a field's own value, an ISO string from the API, a Date) as the kind's value in
 * local time; '' for none. A plain 'YYYY-MM-DD' day is taken as it is, never moved by the time zone.
 */
export const toFieldValue = (kind: DateKind, value: unknown): string => {
    if (value == null || value === '') return '';
    if (typeof value === 'string' && exact.test(value) && value.length >= kind.valueFormat.length)
        return value.slice(0, kind.valueFormat.length);
    const date = dayjs(value as string | Date);
    return date.isValid() ? date.format(kind.valueFormat) : '';
};

/** The kind's value as shown: '05/09/2026' or '05/09/2026 14:30'; '' for none. */
export const showDate = (kind: DateKind, value: string) =>
    value && dayjs(value).isValid() ? dayjs(value).format(kind.textFormat) : '';

/** '5/9/2026 9:05' as the kind's value ('2026-09-05T09:05'), '' for blank text, null for text that is no date. */
export const readDate = (kind: DateKind, text: string): string | null => {
    const trimmed = text.trim();
    if (trimmed === '') return '';
    const [, day = '', month = '', year = '', hour = '', minute = ''] =
        kind.typed.exec(trimmed) ?? [];
    if (!year) return null;
    const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    const value = kind === MOMENT ? `${iso}T${hour.padStart(2, '0')}:${minute}` : iso;
    const date = dayjs(value);
    return date.isValid() && date.format(kind.valueFormat) === value ? value : null;
};
