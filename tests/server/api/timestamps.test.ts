import fc from 'fast-check';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTimestamptz } from '../../../server/db/timestamps.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const postgresDate = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text');
/** What a parser answers, comparable: a Date's milliseconds, or the value itself (infinity, null). */
const read = (value: unknown) => (value instanceof Date ? value.getTime() : value);

describe('parseTimestamptz', () => {
    it("reads PostgreSQL's text of a timestamptz as pg's own parser does", () => {
        const texts = fc
            .record({
                ms: fc.integer({ min: -62_000_000_000_000, max: 253_402_300_799_999 }),
                micros: fc.integer({ min: 0, max: 999_999 }),
                digits: fc.integer({ min: 0, max: 7 }),
                offset: fc.constantFrom('+00', '+00', '+08', '-03:30', '+00:00', 'Z'),
                suffix: fc.constantFrom('', '', '', ' BC'),
                year: fc.constantFrom(undefined, '0042', '0099', '0100', '10000'),
            })
            .map(({ ms, micros, digits, offset, suffix, year }) => {
                const whole = new Date(Math.floor(ms / 1000) * 1000)
                    .toISOString()
                    .replace(/^[+-]?\d+(?=-\d\d-)/, found => year ?? found.slice(-4))
                    .slice(0, -5)
                    .replace('T', ' ');
                const fraction = digits
                    ? `.${String(micros).padStart(6, '0')}0`.slice(0, digits + 1)
                    : '';
                return `${whole}${fraction}${offset}${suffix}`;
            });
        fc.assert(
            fc.property(texts, text => {
                expect(read(parseTimestamptz(text))).toEqual(read(postgresDate(text)));
            }),
            { numRuns: 20_000 }
        );
        for (const text of [
            'infinity',
            '-infinity',
            '2024-01-01 00:00:00.+00',
            '2024-0a-01 00:00:00+00',
        ]) {
            expect(read(parseTimestamptz(text))).toEqual(read(postgresDate(text)));
        }
    });

    describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
        let test: TestApp;
        beforeAll(async () => {
            test = await createTestApp('postgres');
        });
        afterAll(() => test.close());

        it("answers the Dates pg's own parser reads from the same text", async () => {
            const { rows } = await sql<{ at: Date; text: string }>`
                select at, at::text as text from (
                    select timestamptz '2000-01-01 00:00:00+00'
                        + make_interval(secs => n * 86413.010203 + (n % 7) * 0.1) as at
                    from generate_series(-9000, 9000, 7) as n
                    union all select timestamptz 'infinity' union all select timestamptz '0044-03-15 12:00+00 BC'
                ) as t`.execute(test.app.db);
            expect(rows.length).toBeGreaterThan(2500);
            for (const { at, text } of rows) {
                expect(read(at), text).toEqual(read(postgresDate(text)));
            }
        });
    });
});
