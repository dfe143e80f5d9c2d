import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { plannedWithValues } from '../../db/preparedStatements.ts';
import type { Database } from '../../db/schema.ts';
import type { ListRequest } from '../../repository/readList.ts';

type Asked = Pick<ListRequest, 'sort' | 'order' | 'status' | 'search'>;

/**
 * The listed customers in the points' order, from customer_points_order (migration 025), which keeps each one's
 * points and status beside the customers so that a ledger entry's balance update touches no index of theirs.
 */
function inPointsOrder(db: Kysely<Database>, query: Asked) {
    let ordered = db
        .selectFrom('customerPointsOrder as p')
        .orderBy('p.rewardPoints', query.order)
        .orderBy('p.id', query.order);
    if (query.status) ordered = ordered.where('p.status', '=', query.status);
    return ordered;
}

/** A page's keys without a search, sorted by points (readList.ts, `keysOf`); undefined for other sorts. */
export const pointsPageKeys =
    (db: Kysely<Database>) => (query: Asked, limit: number, offset: number) =>
        query.sort === 'rewardPoints' && !query.search
            ? inPointsOrder(db, query).select('p.id as key').limit(limit).offset(offset)
            : undefined;

/**
 * A search's keys sorted by points, numbered in that order, when its matches are many (search.ts,
 * `orderedKeys`): the points' index walked, each customer's searched text tested with `match`.
 */
export const pointsSearchKeys =
    (db: Kysely<Database>) =>
    (query: Asked, match: Expression<SqlBool>, limit: number, offset: number) => {
        if (query.sort !== 'rewardPoints') return undefined;
        const direction = sql.raw(query.order);
        return inPointsOrder(db, query)
            .innerJoin('customers', 'customers.id', 'p.id')
            .where(match)
            .select([
                'p.id as key',
                sql<string>`row_number() over (order by p.reward_points ${direction}, p.id ${direction})`.as(
                    'place'
                ),
            ])
            .limit(limit)
            .offset(offset);
    };

/**
 * A page's keys sorted by points among the ids of a search's matches (matchSetPage.ts, `among`): the points'
 * index walked, each entry kept when its id is among them, which the database tests by a hash of the array.
 */
export const pointsKeysAmong =
    (db: Kysely<Database>) => (query: Asked, ids: string, limit: number, offset: number) =>
        query.sort === 'rewardPoints'
            ? inPointsOrder(db, query)
                  .where(sql<SqlBool>`p.id = any(${ids}::integer[]) ${sql.raw(plannedWithValues)}`)
                  .select('p.id as key')
                  .limit(limit)
                  .offset(offset)
            : undefined;

/** Where a walk along the points' order stopped: the last entry it read. */
export interface PointsPlace {
    points: number;
    id: number;
}

/**
 * The next `limit` listed customers after `after` in the points' order (of the status asked), from
 * customer_points_order's own index without the customers' rows (pointsWalk.ts): their ids in that order and
 * the last one's points. The ids come as one text, parsed here: as rows, 65,536 of them took 38 ms to read,
 * most of it making and renaming a row object each. The aggregate reads them in the order of the LIMIT beneath
 * it, which no plan splits or reorders (a LIMIT runs in one process); an ORDER BY of its own sorted them again,
 * in temporary files past `work_mem` (28 ms against 13 at 65,536). The every-order test compares each page of
 * walks in batches of 3 up with a plain ILIKE.
 */
export async function pointsAfter(
    db: Kysely<Database>,
    query: Asked,
    after: PointsPlace | undefined,
    limit: number
): Promise<{ ids: number[]; last: PointsPlace | undefined }> {
    let ordered = inPointsOrder(db, query).select(['p.id', 'p.rewardPoints']);
    if (after) {
        const beyond = query.order === 'desc' ? sql.raw('<') : sql.raw('>');
        ordered = ordered.where(
            sql<SqlBool>`(p.reward_points, p.id) ${beyond} (${after.points}, ${after.id})`
        );
    }
    // Ordered by points first, the batch's last entry holds its highest points (lowest, descending).
    const lastPoints =
        query.order === 'desc' ? sql`min(w.reward_points)` : sql`max(w.reward_points)`;
    const row = await db
        .selectFrom(ordered.limit(limit).as('w'))
        .select([
            sql<string | null>`string_agg(w.id::text, ',')`.as('ids'),
            sql<number | null>`${lastPoints}`.as('lastPoints'),
        ])
        .executeTakeFirstOrThrow();
    const ids = row.ids ? row.ids.split(',').map(Number) : [];
    const lastId = ids[ids.length - 1];
    return {
        ids,
        last: lastId === undefined ? undefined : { id: lastId, points: Number(row.lastPoints) },
    };
}
