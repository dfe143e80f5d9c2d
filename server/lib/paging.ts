import { z } from 'zod';
import { MAX_PER_PAGE } from '../../contract/common.ts';

/** A query number: a string the route reads as a whole number; the document says `integer` with its bounds. */
export const wholeNumber = (max: number) =>
    z
        .string()
        .regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number')
        .transform(Number)
        .refine(value => value <= max, `must be at most ${max}`)
        .meta({ type: 'integer', minimum: 1, maximum: max });

/** A pattern matching exactly these words in any letter case: JSON Schema patterns have no `i` flag. */
export function anyCasePattern(words: readonly string[]): string {
    const anyCase = (word: string) =>
        [...word]
            .map(letter =>
                letter.toLowerCase() === letter.toUpperCase()
                    ? letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
                    : `[${letter.toLowerCase()}${letter.toUpperCase()}]`
            )
            .join('');
    return words.map(anyCase).join('|');
}

const spoken = (words: readonly string[]) =>
    words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');

/**
 * A word of a fixed list in any letter case, as the console sends them (react-admin's `ASC`, a tab's `active`),
 * read in lower case. `blank` also takes an empty (or all-space) value, which reads as none.
 */
export function anyCaseWord<Word extends string>(
    words: readonly Word[],
    blank: boolean,
    message = `must be ${spoken(words)}`
) {
    const core = `(${anyCasePattern(words)})`;
    const pattern = blank ? `^\\s*${core}?\\s*$` : `^${core}$`;
    return z
        .string()
        .regex(new RegExp(pattern), message)
        .transform(value => (value.trim().toLowerCase() || undefined) as Word | undefined)
        .meta({ description: `One of ${words.join(', ')}, in any letter case.` });
}

/**
 * The optional paging extension of the list routes. Without any of these parameters a list route answers
 * the whole list, as the contract says; with any of them it answers one page and the `total`. `status` is one of
 * the list's statuses (empty: all); an unknown one is refused rather than answered with an empty page.
 */
export function listQuery<Sort extends string, Status extends string>(
    sortFields: readonly [Sort, ...Sort[]],
    statuses: readonly Status[]
) {
    return z
        .strictObject({
            page: wholeNumber(1_000_000).optional(),
            perPage: wholeNumber(MAX_PER_PAGE).optional(),
            sort: z.enum(sortFields).optional(),
            order: anyCaseWord(['asc', 'desc'] as const, false, 'must be ASC or DESC').optional(),
            status: anyCaseWord(statuses, true).optional(),
            q: z.string().max(100).optional(),
        })
        .optional()
        .transform(query => ({
            paged: Object.keys(query ?? {}).length > 0,
            page: query?.page ?? 1,
            perPage: query?.perPage ?? 25,
            sort: query?.sort,
            order: query?.order ?? 'asc',
            status: query?.status,
            search: query?.q?.trim().toLowerCase() || undefined,
        }));
}

const literal = (text: string) => text.replace(/[\\%_]/g, match => `\\${match}`);

/** A LIKE pattern that matches the text literally, wildcards included. */
export function containsPattern(text: string): string {
    return containsInOrderPattern([text]);
}

/** A LIKE pattern that matches the texts literally, each after the one before, wildcards included. */
export function containsInOrderPattern(texts: string[]): string {
    return `%${texts.map(literal).join('%')}%`;
}

/** A LIKE pattern for values that start with the text, taken literally. */
export function startsWithPattern(text: string): string {
    return `${literal(text)}%`;
}

export const numericId = z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a numeric id')
    .transform(Number);

export const idParam = z.strictObject({ id: numericId });
