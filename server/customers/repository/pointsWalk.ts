import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
    inOrder,
    type ListPage,
    type ListRequest,
    type ListRules,
} from '../../repository/readList.ts';
import type { CustomerSearchIndex } from '../search/index/customerSearchIndex.ts';
import { stale, withCatchUps, withSearchVersion } from '../search/repository/indexedSearch.ts';
import { readSearchVersion } from '../search/repository/indexReads.ts';
import { indexKey } from '../search/repository/matchSetPage.ts';
import { type PointsPlace, pointsAfter } from './pointsOrder.ts';

/**
 * The first batch of the walk: a search that leaves the match set has 30,000 matches or more (matchSetPage.ts;
 * 1% of three million customers), so page 4 and the reach after it (176 matches) lie within about 17,600
 * entries where the matches are spread along the points' order; batches double where they are not.
 */
const defaultFirstBatch = 8_192;
const largestBatch = 65_536;

/**
 * A page of a search sorted by points whose matches are too many to hand the database (matchSetPage.ts): the
 * points' own index read in its order, ids and points only, a batch at a time, each id tested against the
 * instance's index in memory, until the page and the reach after it are found; then the page's rows by id.
 * The batches and the rows are read in one REPEATABLE READ transaction, so they are of one moment, and that
 * moment's change number must be the index's: the page is the SQL way's (search.ts, `walkInOrder`), without
 * reading a customer's row for each entry walked. Undefined (the SQL way answers) while the index cannot.
 */
export async function pointsWalkPage<Row>(
    db: Kysely<Database>,
    index: CustomerSearchIndex,
    base: SelectQueryBuilder<Database, 'customers', Row>,
    query: ListRequest,
    rules: ListRules,
    options: { reach: number; firstBatch?: number | undefined }
): Promise<ListPage<Row> | undefined> {
    const { reach, firstBatch = defaultFirstBatch } = options;
    if (query.sort !== 'rewardPoints' || !query.search) return undefined;
    const key = indexKey(query.search);
    const offset = (query.page - 1) * query.perPage;
    const needed = offset + reach + 1;
    return withCatchUps(index, async (seen): Promise<ListPage<Row> | undefined | typeof stale> => {
        const matches = index.matcher(key);
        if (matches === undefined) return undefined;
        const read = await db
            .transaction()
            .setIsolationLevel('repeatable read')
            .execute(async trx => {
                // The transaction's first statement fixes its moment: the change number of that moment.
                if ((await readSearchVersion(trx)).version !== seen) return undefined;
                const found = await walk(trx, query, matches, needed, firstBatch);
                const ids = found.slice(offset, offset + query.perPage);
                if (ids.length === 0) return { found, rows: [] as Row[] };
                const page = inOrder(withSearchVersion(base, `{${ids.join(',')}}`), query, rules);
                const { rows } = await trx.executeQuery(page.compile());
                return { found, rows: rows as Row[] };
            });
        // The index may have caught up meanwhile (another request): its tests are then of a later moment.
        if (read === undefined || index.version !== seen) return stale;
        const { found, rows } = read;
        if (found.length - offset > reach)
            return { rows, total: offset + reach, totalCapped: true };
        return { rows, total: found.length };
    });
}

/** The first `needed` matching ids along the points' order (fewer: every match). */
async function walk(
    db: Kysely<Database>,
    query: ListRequest,
    matches: (id: number) => boolean,
    needed: number,
    firstBatch: number
): Promise<number[]> {
    const found: number[] = [];
    let after: PointsPlace | undefined;
    let batch = firstBatch;
    for (;;) {
        const { ids, last } = await pointsAfter(db, query, after, batch);
        for (const id of ids) {
            if (matches(id) && found.push(id) >= needed) return found;
        }
        if (ids.length < batch) return found;
        after = last;
        batch = Math.min(batch * 2, largestBatch);
    }
}
