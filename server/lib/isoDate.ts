const isoPattern =
    /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * An ISO 8601 date or date-time as the forms send it. JavaScript's parser shifts impossible dates
 * (`2031-02-30` becomes 2 March) and the database refuses years outside 1 to 9999, so both are reported here
 * rather than stored shifted or answered with a 500.
 */
export function parseIsoDate(value: string): Date | 'invalid' | 'impossible' | 'out of range' {
    const parts = isoPattern.exec(value);
    if (!parts) return 'invalid';
    const [year, month, day, hour, minute, second, , offsetHours, offsetMinutes] = parts
        .slice(1)
        .map(part => (part === undefined ? 0 : Number(part)));
    if (
        month < 1 ||
        month > 12 ||
        day < 1 ||
        day > daysIn(year, month) ||
        hour > 23 ||
        minute > 59 ||
        second > 59 ||
        offsetHours > 23 ||
        offsetMinutes > 59
    ) {
        return 'impossible';
    }
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return 'invalid';
    const utcYear = date.getUTCFullYear();
    if (year < 1 || utcYear < 1 || utcYear > 9999) return 'out of range';
    return date;
}
