import dayjs from 'dayjs';

// The spec's display formats (§9), in one place, and the only date styles on screen: a day as the lists
// write it (01 Jan 2026), the advertisement list's numeric day, and a moment as the detailed timestamp
// (01-Jan-2026 14:05, 24-hour). Dates the spec gives no format (dashboard, activity, histories,
// notifications, staff users) take the same styles through `formatDateTime` and `formatDay`. dayjs writes
// the month names (never Intl's English 'Sept').
export const DATE_FORMATS = {
    /** Voucher list and customers: 01 Jan 2026 */
    day: 'DD MMM YYYY',
    /** Advertisement list: 01-01-2026 */
    dayNumeric: 'DD-MM-YYYY',
    /** Detailed timestamps: 01-Jan-2026 14:05 */
    timestamp: 'DD-MMM-YYYY HH:mm',
} as const;

const CURRENCY = 'MYR';

// The console's language as Intl names it; set by the i18n provider whenever the language changes.
const INTL_LOCALES: Record<string, string> = { en: 'en-MY', ms: 'ms-MY' };
let intlLocale = INTL_LOCALES.en as string;
export const setFormatLocale = (locale: string) => {
    intlLocale = INTL_LOCALES[locale] ?? (INTL_LOCALES.en as string);
};

/** A moment where the spec fixes no format: the detailed timestamp, '17-Nov-2026 14:05'. */
export const formatDateTime = (value: string | Date | null | undefined, fallback = '-'): string =>
    formatDate(value, DATE_FORMATS.timestamp, fallback);

/** A day where the spec fixes no format: as the lists write it, '17 Nov 2026'. */
export const formatDay = (value: string | Date | null | undefined, fallback = '-'): string =>
    formatDate(value, DATE_FORMATS.day, fallback);

/** A day without its year (chart axes): '17 Nov'. */
export const formatDayMonth = (value: string | Date | null | undefined): string =>
    formatDate(value, 'DD MMM', '-');

/** A missing date reads 'nil' in the voucher list; an invalid detailed timestamp reads '-'. */
export const formatDate = (
    value: string | Date | null | undefined,
    pattern: string = DATE_FORMATS.day,
    fallback = 'nil'
): string => {
    if (value === null || value === undefined || value === '') return fallback;
    const date = dayjs(value);
    return date.isValid() ? date.format(inLanguage(pattern, date)) : fallback;
};

// The short month follows the console's language in the spec's shapes (DD-MMM-YYYY stays DD-MMM-YYYY).
const MALAY_MONTHS = 'Jan Feb Mac Apr Mei Jun Jul Ogo Sep Okt Nov Dis'.split(' ');
const inLanguage = (pattern: string, date: dayjs.Dayjs) =>
    intlLocale === INTL_LOCALES.ms
        ? pattern.replace(/(?<!M)MMM(?!M)/g, `[${MALAY_MONTHS[date.month()]}]`)
        : pattern;

export const formatTimestamp = (value: string | Date | null | undefined): string =>
    formatDate(value, DATE_FORMATS.timestamp, '-');

/** MYR 1,234.50; money always shows two decimals. */
export const formatMoney = (value: number | null | undefined, currency = CURRENCY): string => {
    if (value === null || value === undefined || Number.isNaN(Number(value))) return '-';
    const amount = Number(value).toLocaleString(intlLocale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
    });
    return `${currency} ${amount}`;
};

/** Points and counts: 12,345; '-' for a count the answer left out (spec §7 may omit optional fields). */
export const formatCount = (value: number | null | undefined): string =>
    typeof value === 'number' && !Number.isNaN(value) ? value.toLocaleString(intlLocale) : '-';
