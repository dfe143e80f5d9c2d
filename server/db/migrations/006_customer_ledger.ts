import { runStatements } from './runStatements.ts';

// Customers become writable and their points a ledger.
// - A customer's balance is the sum of their reward_points_trails, kept so by the database: a statement
//   trigger adds each insert's sums to customers.reward_points, a CHECK keeps the balance at 0 or above (so a
//   deduction that would overdraw fails whatever the caller), entries are never updated, and nothing else may
//   change a balance. Concurrent deductions queue on the customer's row lock; each re-reads the balance.
// - Existing balances that disagree with their trail get one 'Opening balance' entry, so the ledger sums to
//   what customers saw before.
// - Anonymised customers (PDPA deletion) stay as rows for the accounts but leave every count and list.
const statements = [
    `ALTER TABLE customers ADD COLUMN anonymised_at timestamptz;`,
    `ALTER TABLE reward_points_trails
        ADD COLUMN kind text NOT NULL DEFAULT 'system'
            CHECK (kind IN ('system', 'adjustment', 'reversal', 'charge', 'refund')),
        ADD COLUMN staff_id integer,
        ADD COLUMN staff_username text,
        ADD COLUMN reverses_id integer UNIQUE REFERENCES reward_points_trails (id),
        ADD COLUMN customer_voucher_id integer;`,
    `CREATE INDEX reward_points_trails_customer_voucher ON reward_points_trails (customer_voucher_id)
        WHERE customer_voucher_id IS NOT NULL;`,
    `INSERT INTO reward_points_trails (customer_id, kind, reason, points_change, created_at)
        SELECT c.id, 'system', 'Opening balance', c.reward_points - coalesce(s.total, 0), now()
        FROM customers c
        LEFT JOIN (SELECT customer_id, sum(points_change) AS total FROM reward_points_trails GROUP BY customer_id) s
            ON s.customer_id = c.id
        WHERE c.reward_points <> coalesce(s.total, 0);`,
    `ALTER TABLE customers ADD CONSTRAINT customers_points_not_negative CHECK (reward_points >= 0);`,
    `CREATE UNIQUE INDEX customers_email_unique ON customers (lower(email)) WHERE anonymised_at IS NULL;`,
    `CREATE FUNCTION ledger_add_sums() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        UPDATE customers c SET reward_points = c.reward_points + s.total
        FROM (SELECT customer_id, sum(points_change) AS total FROM added GROUP BY customer_id) s
        WHERE c.id = s.customer_id AND s.total <> 0;
        RETURN NULL;
    END $$;`,
    `CREATE FUNCTION ledger_subtract_sums() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        UPDATE customers c SET reward_points = c.reward_points - s.total
        FROM (SELECT customer_id, sum(points_change) AS total FROM removed GROUP BY customer_id) s
        WHERE c.id = s.customer_id AND s.total <> 0;
        RETURN NULL;
    END $$;`,
    `CREATE TRIGGER ledger_sums_on_insert AFTER INSERT ON reward_points_trails
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_add_sums();`,
    `CREATE TRIGGER ledger_sums_on_delete AFTER DELETE ON reward_points_trails
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ledger_subtract_sums();`,
    `CREATE FUNCTION ledger_entries_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        RAISE EXCEPTION 'reward_points_trails entries cannot be changed; add a reversal instead';
    END $$;`,
    `CREATE TRIGGER ledger_entries_final BEFORE UPDATE ON reward_points_trails
        FOR EACH ROW EXECUTE FUNCTION ledger_entries_are_final();`,
    // Depth 1 is a statement on customers itself; the ledger's trigger updates balances from depth 2.
    `CREATE FUNCTION balance_only_from_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP = 'INSERT' AND NEW.reward_points <> 0 THEN
            RAISE EXCEPTION 'a new customer starts at 0 points; add ledger entries instead';
        END IF;
        IF TG_OP = 'UPDATE' AND NEW.reward_points <> OLD.reward_points AND pg_trigger_depth() < 2 THEN
            RAISE EXCEPTION 'reward_points changes only through reward_points_trails';
        END IF;
        RETURN NEW;
    END $$;`,
    `CREATE TRIGGER customers_balance_from_ledger BEFORE INSERT OR UPDATE ON customers
        FOR EACH ROW EXECUTE FUNCTION balance_only_from_ledger();`,
    // The counts behind paged lists leave anonymised customers out; anonymising is an UPDATE, which the
    // existing update triggers already turn into "uncount the old row, count the new one".
    `CREATE OR REPLACE FUNCTION count_inserted_customers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        UPDATE customer_counts c SET total = c.total + n.count
        FROM (SELECT status, count(*) AS count FROM inserted WHERE anonymised_at IS NULL GROUP BY status) n
        WHERE c.status = n.status;
        RETURN NULL;
    END $$;`,
    `CREATE OR REPLACE FUNCTION count_deleted_customers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        UPDATE customer_counts c SET total = c.total - n.count
        FROM (SELECT status, count(*) AS count FROM deleted WHERE anonymised_at IS NULL GROUP BY status) n
        WHERE c.status = n.status;
        RETURN NULL;
    END $$;`,
];

export const up = runStatements(statements);
