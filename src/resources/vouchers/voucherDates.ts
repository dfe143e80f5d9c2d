import dayjs from 'dayjs';
import type { Validator } from 'react-admin';
import { formatDate } from '../../lib/format';

// Date inputs hold ISO strings (spec §7 sends them as given). A start date is the start of its local
// day; an end date is the end of its local day, so that a voucher is valid through its last day.
const DAY = 'YYYY-MM-DD';

export const toStartOfDay = (value: string) =>
    value ? dayjs(value).startOf('day').toISOString() : null;
export const toEndOfDay = (value: string) =>
    value ? dayjs(value).endOf('day').toISOString() : null;

/** The local day of an ISO string, as <input type="date"> wants it. */
export const toDay = (value: string | null | undefined) =>
    value && dayjs(value).isValid() ? dayjs(value).format(DAY) : undefined;

export const today = () => dayjs().format(DAY);

/**
 * Spec §5: the start date is today or later. On edit a voucher already running keeps its original
 * start, the rule the spec gives advertisements, so that it can still be saved.
 */
export const startDateMin = (originalStart?: string | null) => {
    const original = toDay(originalStart);
    return original && original < today() ? original : today();
};

/** Spec §5: the end date is the start date or later, or today or later when there is no start. */
export const endDateMin = (start?: string | null) => toDay(start) ?? today();

/** Checks on submit the bound that the input's `min` attribute offers the date picker. */
export const notBefore =
    (min: (values: Record<string, string | null>) => string, messageKey: string): Validator =>
    (value, values) => {
        const day = toDay(value);
        const bound = min(values);
        return day && day < bound
            ? { message: messageKey, args: { date: formatDate(bound) } }
            : undefined;
    };
