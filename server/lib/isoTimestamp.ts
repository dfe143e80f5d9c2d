// The most a Date in years 1970 to 9999 holds (10000-01-01T00:00:00Z): beyond it, and before 1970, the
// formatting below would not match toISOString's (signed six-digit years), so those take the slow way.
const lastMs = 253_402_300_800_000;
const dayMs = 86_400_000;

const two = (value: number) => (value < 10 ? `0${value}` : `${value}`);
const three = (value: number) =>
    value < 10 ? `00${value}` : value < 100 ? `0${value}` : `${value}`;

/** Year, month and day of a count of days since 1970-01-01 (Howard Hinnant's days_from_civil, inverted). */
function civilDay(days: number): string {
    const shifted = days + 719_468;
    const era = Math.floor(shifted / 146_097);
    const dayOfEra = shifted - era * 146_097;
    const yearOfEra = Math.floor(
        (dayOfEra -
            Math.floor(dayOfEra / 1460) +
            Math.floor(dayOfEra / 36_524) -
            Math.floor(dayOfEra / 146_096)) /
            365
    );
    const dayOfYear =
        dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
    const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
    const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
    const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
    const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    return `${year}-${two(month)}-${two(day)}`;
}

function fromMs(ms: number): string {
    if (!(ms >= 0 && ms < lastMs)) return new Date(ms).toISOString();
    const days = Math.floor(ms / dayMs);
    let rest = ms - days * dayMs;
    const hours = Math.floor(rest / 3_600_000);
    rest -= hours * 3_600_000;
    const minutes = Math.floor(rest / 60_000);
    rest -= minutes * 60_000;
    const seconds = Math.floor(rest / 1000);
    return `${civilDay(days)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(rest - seconds * 1000)}Z`;
}

// PostgreSQL's text for a timestamptz in UTC inside JSON (to_json, json_agg): 2025-12-15T14:11:28.097098+00:00,
// the fraction of 1 to 6 digits or none at all.
const postgresUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.(\d{1,6}))?\+00:00$/;

/**
 * `new Date(value).toISOString()`, the same answer at a fraction of the cost: V8 formats an ISO string through
 * printf (about 7,700 instructions a call under callgrind), 8% of the customer detail's CPU with six timestamps
 * an answer (docs/performance.md). A Date is formatted from its milliseconds; a
 * UTC timestamp as PostgreSQL writes it inside JSON is rewritten as text, its fraction cut to milliseconds as
 * Date's parser cuts it. Anything else (another offset or form, a Date outside 1970 to 9999) takes the slow way, which
 * also throws on an invalid date as toISOString does.
 */
export function isoTimestamp(value: Date | string): string {
    if (value instanceof Date) return fromMs(value.getTime());
    if (typeof value === 'string') {
        const match = postgresUtc.exec(value);
        if (match) return `${value.slice(0, 19)}.${`${match[1] ?? ''}000`.slice(0, 3)}Z`;
    }
    return fromMs(new Date(value).getTime());
}
