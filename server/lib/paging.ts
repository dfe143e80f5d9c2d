import { z } from 'zod';
import { MAX_PER_PAGE } from '../../contract/common.ts';

const positiveInteger = (max: number) =>
    z
        .string()
        .regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number')
        .transform(Number)
        .refine(value => value <= max, `must be at most ${max}`);

/**
 * The optional paging extension of the list routes. Without any of these parameters a list route answers
 * the whole list, as the contract says; with any of them it answers one page and the `total`.
 */
export function listQuery<Sort extends string>(sortFields: readonly [Sort, ...Sort[]]) {
    return z
        .strictObject({
            page: positiveInteger(1_000_000).optional(),
            perPage: positiveInteger(MAX_PER_PAGE).optional(),
            sort: z.enum(sortFields).optional(),
            order: z
                .string()
                .regex(/^(asc|desc)$/i, 'must be ASC or DESC')
                .transform(value => value.toLowerCase() as 'asc' | 'desc')
                .optional(),
            status: z.string().max(40).optional(),
            q: z.string().max(100).optional(),
        })
        .optional()
        .transform(query => ({
            paged: Object.keys(query ?? {}).length > 0,
            page: query?.page ?? 1,
            perPage: query?.perPage ?? 25,
            sort: query?.sort,
            order: query?.order ?? 'asc',
            status: query?.status?.trim().toLowerCase() || undefined,
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
