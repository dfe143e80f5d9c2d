import { runStatements } from './runStatements.ts';

// customer_counts (migration 001, anonymised customers left out since 006) was kept on UPDATE by two statement
// triggers: one subtracted the old rows' statuses, the other added the new ones back. So every update of a
// customer, a points change or a phone number as much as a status change, locked its status's row until the
// transaction ended, and the updates of customers of one status committed one at a time. Now one trigger sees
// both sides and changes only the statuses whose count moves: an update that moves none locks none. The rows it
// does change are locked first in the order of their names, so that two statements moving customers in opposite
// directions cannot deadlock (as they could if each took the old status, then the new).
const moves = `(
    SELECT status, sum(change) AS change FROM (
        SELECT status, 1 AS change FROM recounted WHERE anonymised_at IS NULL
        UNION ALL
        SELECT status, -1 AS change FROM uncounted WHERE anonymised_at IS NULL
    ) sides GROUP BY status HAVING sum(change) <> 0
)`;

const statements = [
    `DROP TRIGGER customers_uncounted_on_update ON customers;`,
    `DROP TRIGGER customers_recounted_on_update ON customers;`,
    `CREATE FUNCTION recount_updated_customers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        PERFORM 1 FROM customer_counts c JOIN ${moves} moved ON moved.status = c.status
            ORDER BY c.status FOR UPDATE OF c;
        UPDATE customer_counts c SET total = c.total + moved.change
            FROM ${moves} moved WHERE c.status = moved.status;
        RETURN NULL;
    END $$;`,
    `CREATE TRIGGER customers_recounted_on_update AFTER UPDATE ON customers
        REFERENCING OLD TABLE AS uncounted NEW TABLE AS recounted
        FOR EACH STATEMENT EXECUTE FUNCTION recount_updated_customers();`,
];

export const up = runStatements(statements);
