import { runStatements } from './runStatements.ts';

// The console's customer list sorts by each of its columns, in both directions, with or without a status
// (spec §2, 'Customer list'). A page's keys are read by skipping the listed customers before it
// (customers/repository/listRules.ts, `pageKey`), so each sort needs an index that holds the listed customers in
// its order, and one per status, where that status's customers are together: otherwise page 1,000 of the
// suspended customers by name passes over the other 95% of customers first (235 ms at a million).
//
// Points get a table of their own: every ledger entry changes a balance, an update that stays HOT (it touches
// none of the customers' 16 indexes, the trigram one among them) only while no index on customers holds the
// points. customer_points_order holds each listed customer's points and status with two slim indexes; the
// ledger's update of a balance updates its row here in the same statement (a trigger), so the order is the
// customers' own at every moment.
const statements = [
    `CREATE INDEX customers_by_login_id ON customers (login_id, id) INCLUDE (status)
        WHERE anonymised_at IS NULL;`,
    `CREATE INDEX customers_by_status_login_id ON customers (status, login_id, id)
        WHERE anonymised_at IS NULL;`,
    `CREATE INDEX customers_by_status_name ON customers (status, name, id)
        WHERE anonymised_at IS NULL;`,
    // Sorted by status, and within a status by id (the tiebreak): also the list filtered by a status and sorted
    // by status. It takes the place of the index that counted anonymised customers too.
    `DROP INDEX customers_status_id;`,
    `CREATE INDEX customers_by_status ON customers (status, id) WHERE anonymised_at IS NULL;`,
    `CREATE TABLE customer_points_order (
        id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        status text NOT NULL,
        reward_points integer NOT NULL
    );`,
    `INSERT INTO customer_points_order (id, status, reward_points)
        SELECT id, status, reward_points FROM customers WHERE anonymised_at IS NULL;`,
    `CREATE INDEX customer_points_order_points ON customer_points_order (reward_points, id) INCLUDE (status);`,
    `CREATE INDEX customer_points_order_by_status ON customer_points_order (status, reward_points, id);`,
    `CREATE FUNCTION customer_points_order_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        INSERT INTO customer_points_order (id, status, reward_points)
            SELECT id, status, reward_points FROM added WHERE anonymised_at IS NULL;
        RETURN NULL;
    END $$;`,
    `CREATE TRIGGER customer_points_order_on_insert AFTER INSERT ON customers
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customer_points_order_added();`,
    // Only the rows whose points, status or listing moved: an edit of a phone number writes nothing here.
    `CREATE FUNCTION customer_points_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        DELETE FROM customer_points_order o USING changed c
            WHERE o.id = c.id AND c.anonymised_at IS NOT NULL;
        INSERT INTO customer_points_order AS o (id, status, reward_points)
            SELECT c.id, c.status, c.reward_points FROM changed c JOIN unchanged u ON u.id = c.id
            WHERE c.anonymised_at IS NULL AND (c.reward_points <> u.reward_points
                OR c.status <> u.status OR u.anonymised_at IS NOT NULL)
            ORDER BY c.id
            ON CONFLICT (id) DO UPDATE SET status = excluded.status, reward_points = excluded.reward_points;
        RETURN NULL;
    END $$;`,
    `CREATE TRIGGER customer_points_order_on_update AFTER UPDATE ON customers
        REFERENCING OLD TABLE AS unchanged NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION customer_points_order_changed();`,
    `ANALYZE customer_points_order;`,
    // The instance's index now also orders searches by loginID and name (customers/search/index/sortOrders.ts),
    // whose case the lower-case searched text does not hold: a change of case alone is a change to it too.
    `DROP TRIGGER customer_search_changed ON customers;`,
    `CREATE TRIGGER customer_search_changed AFTER UPDATE ON customers FOR EACH ROW
        WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.status IS DISTINCT FROM NEW.status
            OR OLD.registered_at IS DISTINCT FROM NEW.registered_at
            OR OLD.anonymised_at IS DISTINCT FROM NEW.anonymised_at
            OR OLD.login_id IS DISTINCT FROM NEW.login_id OR OLD.name IS DISTINCT FROM NEW.name)
        EXECUTE FUNCTION customer_search_note_row();`,
];

export const up = runStatements(statements);
