import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../../server/lib/isoTimestamp.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

// Every millisecond toISOString formats, from its signed six-digit years to 1970 and 9999's edges.
const anyMs = fc.oneof(
    fc.integer({ min: -8.64e15, max: 8.64e15 }),
    fc.integer({ min: -86_400_000, max: 86_400_000 }),
    fc.integer({ min: 253_402_300_700_000, max: 253_402_300_900_000 }),
    fc.integer({ min: 0, max: 253_402_300_799_999 })
);

/** The answer, or the error's name where it throws: some texts are no date to either. */
function outcome(format: () => string) {
    try {
        return format();
    } catch (error) {
        return (error as Error).name;
    }
}

describe('isoTimestamp', () => {
    it('formats a Date as toISOString does', () => {
        fc.assert(
            fc.property(anyMs, ms => {
                expect(isoTimestamp(new Date(ms))).toBe(new Date(ms).toISOString());
            }),
            { numRuns: 20_000 }
        );
    });

    it("reads PostgreSQL's JSON text of a timestamp, and any other text, as Date's parser does", () => {
        const texts = fc
            .record({
                ms: fc.integer({ min: -62_000_000_000_000, max: 253_402_300_799_999 }),
                micros: fc.integer({ min: 0, max: 999_999 }),
                digits: fc.integer({ min: 0, max: 7 }),
                offset: fc.constantFrom('+00:00', '+08:00', '-03:30', 'Z', '+00'),
                separator: fc.constantFrom('T', ' '),
            })
            .map(({ ms, micros, digits, offset, separator }) => {
                const whole = new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19);
                const fraction = digits
                    ? `.${String(micros).padStart(6, '0')}0`.slice(0, digits + 1)
                    : '';
                return `${whole.replace('T', separator)}${fraction}${offset}`;
            })
            // Six-digit years are not PostgreSQL's form, nor Date's for these offsets.
            .filter(text => /^\d{4}-/.test(text));
        fc.assert(
            fc.property(texts, text => {
                expect(outcome(() => isoTimestamp(text))).toBe(
                    outcome(() => new Date(text).toISOString())
                );
            }),
            { numRuns: 20_000 }
        );
    });

    it('throws on an invalid date, as toISOString does', () => {
        expect(() => isoTimestamp('not a date')).toThrow(RangeError);
        expect(() => isoTimestamp(new Date(Number.NaN))).toThrow(RangeError);
    });

    describe.each(backends)("on %s's own text", backend => {
        let test: TestApp;
        beforeAll(async () => {
            test = await createTestApp(backend);
        });
        afterAll(() => test.close());

        it('answers what toISOString answers for timestamps read inside JSON and as columns', async () => {
            // Whole, tenth, hundredth, millisecond and microsecond fractions, trailing zeros dropped by PostgreSQL.
            const { rows } = await sql<{ texts: string[]; values: Date[] }>`
                select json_agg(at) as texts, array_agg(at) as values from (
                    select timestamptz '2000-01-01 00:00:00+00'
                        + make_interval(secs => n * 86413.010203 + (n % 7) * 0.1) as at
                    from generate_series(-9000, 9000, 7) as n
                ) as t`.execute(test.app.db);
            const [{ texts, values }] = rows as [{ texts: string[]; values: Date[] }];
            expect(texts.length).toBeGreaterThan(2000);
            texts.forEach((text, index) => {
                expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
                const value = values[index] as Date;
                expect(isoTimestamp(value)).toBe(value.toISOString());
            });
        });
    });
});
