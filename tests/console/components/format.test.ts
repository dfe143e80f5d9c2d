import { afterEach, describe, expect, it } from 'vitest';
import {
    formatCount,
    formatDate,
    formatDateTime,
    formatDay,
    formatTimestamp,
    setFormatLocale,
} from '../../../src/format';

const moment = new Date(2099, 2, 1, 10, 30);

afterEach(() => setFormatLocale('en'));

describe('dates in the console language', () => {
    it('writes free-format dates in English, then in Malay once the language changes', () => {
        expect(formatDateTime(moment)).toBe('1 Mar 2099, 10:30 am');
        expect(formatDay(moment)).toBe('1 Mar 2099');
        setFormatLocale('ms');
        expect(formatDateTime(moment)).toBe('1 Mac 2099, 10:30 PG');
        expect(formatDay(moment)).toBe('1 Mac 2099');
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
    });
});
