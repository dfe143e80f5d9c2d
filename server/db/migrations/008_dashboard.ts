import { runStatements } from './runStatements.ts';

// The dashboard's figures at any size. Points issued and spent per week are counters kept by
// statement triggers on reward_points_trails, like customer_counts, so the chart reads a dozen rows however long
// the ledger grows. Weeks start on Monday in Malaysia time (UTC+8, no daylight saving), the programme's clock.
// The 30-day voucher figures are indexed counts over customer_vouchers' two dates.
const statements = [
    `CREATE TABLE points_weeks (
        week date PRIMARY KEY,
        issued bigint NOT NULL DEFAULT 0,
        spent bigint NOT NULL DEFAULT 0
    );`,
    `CREATE FUNCTION points_week(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
        SELECT date_trunc('week', (at AT TIME ZONE 'UTC') + interval '8 hours')::date
    $$;`,
    // Weeks in order, so that two ledgers touching the same weeks lock their rows in the same order.
    `CREATE FUNCTION count_inserted_points() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        INSERT INTO points_weeks AS w (week, issued, spent)
        SELECT points_week(created_at), sum(greatest(points_change, 0)), sum(greatest(-points_change, 0))
        FROM inserted GROUP BY 1 ORDER BY 1
        ON CONFLICT (week) DO UPDATE SET issued = w.issued + excluded.issued, spent = w.spent + excluded.spent;
        RETURN NULL;
    END $$;`,
    `CREATE FUNCTION count_deleted_points() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        INSERT INTO points_weeks AS w (week, issued, spent)
        SELECT points_week(created_at), -sum(greatest(points_change, 0)), -sum(greatest(-points_change, 0))
        FROM deleted GROUP BY 1 ORDER BY 1
        ON CONFLICT (week) DO UPDATE SET issued = w.issued + excluded.issued, spent = w.spent + excluded.spent;
        RETURN NULL;
    END $$;`,
    `CREATE TRIGGER points_counted_on_insert AFTER INSERT ON reward_points_trails
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_points();`,
    `CREATE TRIGGER points_counted_on_delete AFTER DELETE ON reward_points_trails
        REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_points();`,
    `CREATE TRIGGER points_uncounted_on_update AFTER UPDATE ON reward_points_trails
        REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_points();`,
    `CREATE TRIGGER points_recounted_on_update AFTER UPDATE ON reward_points_trails
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_points();`,
    `INSERT INTO points_weeks (week, issued, spent)
        SELECT points_week(created_at), sum(greatest(points_change, 0)), sum(greatest(-points_change, 0))
        FROM reward_points_trails GROUP BY 1;`,
    `CREATE INDEX customer_vouchers_redeemed_at ON customer_vouchers (redeemed_at) WHERE redeemed_at IS NOT NULL;`,
    `CREATE INDEX customer_vouchers_used_at ON customer_vouchers (used_at) WHERE used_at IS NOT NULL;`,
    `CREATE INDEX advertisements_running ON advertisements (start_date_time) WHERE is_active;`,
];

export const up = runStatements(statements);
