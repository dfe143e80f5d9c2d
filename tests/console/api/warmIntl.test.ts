import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '../../../src/warmIntl';

// The entry builds one number and one date formatter while it waits for the app's code (src/warmIntl.ts), so
// that MUI's and the console's own formatters later find ICU's data loaded.

afterEach(() => {
    vi.restoreAllMocks();
});

describe('warmIntl', () => {
    it('builds and uses a number formatter and a date formatter', () => {
        const numbers = vi.spyOn(Intl, 'NumberFormat');
        const dates = vi.spyOn(Intl, 'DateTimeFormat');
        warmIntl();
        expect(numbers).toHaveBeenCalledWith('en-US');
        expect(dates).toHaveBeenCalledTimes(1);
        expect(numbers.mock.results[0]?.type).toBe('return');
    });

    it('leaves the page running where Intl refuses', () => {
        vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
            throw new RangeError('no locale data');
        });
        expect(() => warmIntl()).not.toThrow();
    });
});
