import { z } from 'zod';

// Dates travel as ISO 8601 strings; money and points as plain numbers (MYR with two decimals).
export const isoDateTime = z.iso.datetime();
export const money = z.number();

/** The most rows one page of a list may ask for on our server (`perPage`, the `paging` extension). */
export const MAX_PER_PAGE = 1000;

/** The row count our server adds to list answers when the client pages (the `paging` extension). */
export const listTotal = z.number().int().nonnegative().optional();
/**
 * Beside `total` when a search's count stopped before the last match (100 past the page's first row, or four
 * pages of a longer page): `total` is then how far it counted, and there are more matches than that. Absent
 * otherwise, so the provider's answers (spec §7) read as before.
 */
export const listTotalCapped = z.literal(true).optional();

/** The answer of a write that has nothing else to say. */
export const doneAnswer = z.strictObject({ message: z.string() });
