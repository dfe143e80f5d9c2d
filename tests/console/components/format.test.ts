import { afterEach, describe, expect, it } from 'vitest';
import {
    formatCount,
    formatDate,
    formatDateTime,
    formatDay,
    formatTimestamp,
    setFormatLocale,
} from '../../../src/lib/format';

const moment = new Date(2099, 2, 1, 10, 30);

afterEach(() => setFormatLocale('en'));

describe('dates in the console language', () => {
    it("writes dates the spec gives no format in its styles: 24-hour, 'Sep' never 'Sept'", () => {
        expect(formatDateTime(moment)).toBe('01-Mar-2099 10:30');
        expect(formatDateTime(new Date(2099, 8, 5, 18, 5))).toBe('05-Sep-2099 18:05');
        expect(formatDay(moment)).toBe('01 Mar 2099');
        expect(formatDay(new Date(2099, 8, 5))).toBe('05 Sep 2099');
        setFormatLocale('ms');
        expect(formatDateTime(moment)).toBe('01-Mac-2099 10:30');
        expect(formatDay(moment)).toBe('01 Mac 2099');
    });

    it("keeps the spec's formats in Malay with Malay month names: '01-Dis-2026', never 'Dec'", () => {
        setFormatLocale('ms');
        expect(formatDate(moment)).toBe('01 Mac 2099');
        expect(formatTimestamp(moment)).toBe('01-Mac-2099 10:30');
        expect(formatTimestamp(new Date(2026, 11, 1, 9, 0))).toBe('01-Dis-2026 09:00');
        expect(formatDate(new Date(2026, 7, 8), 'DD-MM-YYYY')).toBe('08-08-2026');
        expect(formatDate(new Date(2026, 7, 8))).toBe('08 Ogo 2026');
        expect(formatDate(null)).toBe('nil');
    });

    it('reads a dash for a missing or invalid date, and groups counts', () => {
        expect(formatDateTime(null)).toBe('-');
        expect(formatDay('not a date')).toBe('-');
        setFormatLocale('ms');
        expect(formatCount(1234567)).toBe('1,234,567');
        // A count the provider's answer left out (spec §7 allows it).
        expect(formatCount(undefined)).toBe('-');
    });
});
