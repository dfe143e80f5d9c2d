import dayjs from 'dayjs';

// The spec's display formats (§9), in one place.
export const DATE_FORMATS = {
    /** Voucher list and customers: 01 Jan 2026 */
    day: 'DD MMM YYYY',
    /** Advertisement list: 01-01-2026 */
    dayNumeric: 'DD-MM-YYYY',
    /** Detailed timestamps: 01-Jan-2026 14:05 */
    timestamp: 'DD-MMM-YYYY HH:mm',
} as const;

const CURRENCY = 'MYR';

/** A missing date reads 'nil' in the voucher list; an invalid detailed timestamp reads '-'. */
export const formatDate = (
    value: string | Date | null | undefined,
    pattern: string = DATE_FORMATS.day,
    fallback = 'nil'
): string => {
    if (value === null || value === undefined || value === '') return fallback;
    const date = dayjs(value);
    return date.isValid() ? date.format(pattern) : fallback;
};

export const formatTimestamp = (value: string | Date | null | undefined): string =>
    formatDate(value, DATE_FORMATS.timestamp, '-');

/** MYR 1,234.50; money always shows two decimals. */
export const formatMoney = (value: number | null | undefined, currency = CURRENCY): string => {
    if (value === null || value === undefined || Number.isNaN(Number(value))) return '-';
    const amount = Number(value).toLocaleString('en-MY', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
    });
    return `${currency} ${amount}`;
};

/** Points and counts: 12,345. */
export const formatCount = (value: number): string => value.toLocaleString('en-MY');
