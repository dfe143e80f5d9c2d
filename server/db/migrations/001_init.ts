import { runStatements } from './runStatements.ts';

// Written as SQL, one statement at a time (prepared statements take one command), so that the same statements run on PGlite and PostgreSQL. Money is numeric(12,2),
// never a float. customer_counts is kept by statement triggers so that paged lists can answer their
// total without counting a million rows on every request.
const statements = [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm;`,
    `CREATE TABLE staff_users (
        id serial PRIMARY KEY,
        username text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'manager', 'marketer', 'advertiser', 'analyst')),
        created_at timestamptz NOT NULL DEFAULT now()
    );`,
    `CREATE TABLE refresh_token_families (
        id uuid PRIMARY KEY,
        staff_user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
    );`,
    `CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        family_id uuid NOT NULL REFERENCES refresh_token_families (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        rotated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
    );`,
    `CREATE INDEX refresh_tokens_family_id ON refresh_tokens (family_id);`,
    `CREATE TABLE vouchers (
        id serial PRIMARY KEY,
        name text NOT NULL,
        code text NOT NULL,
        description text,
        type text NOT NULL CHECK (type IN ('PERCENTAGE', 'FIXED', 'PRODUCT')),
        discount_value numeric(12, 2) CHECK (discount_value >= 0),
        discount_item_name text,
        discount_item_original_price numeric(12, 2) CHECK (discount_item_original_price >= 0),
        is_public boolean NOT NULL,
        can_be_whitelisted boolean NOT NULL,
        points_required integer NOT NULL CHECK (points_required >= 0),
        validity_type text NOT NULL CHECK (validity_type IN ('UNLIMITED', 'DATE_RANGE', 'DURATION')),
        validity_start_date timestamptz,
        validity_end_date timestamptz,
        validity_duration integer CHECK (validity_duration >= 1),
        validity_unit text CHECK (validity_unit IN ('hours', 'days', 'months')),
        usage_limit integer CHECK (usage_limit >= 1),
        per_customer_limit integer CHECK (per_customer_limit >= 1),
        minimum_purchase_amount numeric(12, 2) CHECK (minimum_purchase_amount > 0),
        terms_and_conditions text,
        image_name text,
        issued_count integer NOT NULL DEFAULT 0 CHECK (issued_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (usage_limit IS NULL OR issued_count <= usage_limit)
    );`,
    `CREATE TABLE advertisements (
        id serial PRIMARY KEY,
        title text NOT NULL,
        description text,
        deeplink text,
        start_date_time timestamptz NOT NULL,
        end_date_time timestamptz,
        is_active boolean NOT NULL,
        image_name text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date_time IS NULL OR end_date_time >= start_date_time)
    );`,
    `CREATE TABLE customers (
        id serial PRIMARY KEY,
        login_id text NOT NULL UNIQUE,
        first_name text NOT NULL,
        last_name text NOT NULL,
        name text GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
        email text NOT NULL,
        phone_number text NOT NULL,
        address text,
        city text,
        state text,
        country text,
        status text NOT NULL CHECK (status IN ('active', 'inactive', 'suspended')),
        reward_points integer NOT NULL DEFAULT 0,
        registered_at timestamptz NOT NULL DEFAULT now()
    );`,
    `CREATE INDEX customers_status_id ON customers (status, id);`,
    `CREATE INDEX customers_registered_at ON customers (registered_at, id);`,
    `CREATE INDEX customers_search ON customers
        USING gin ((lower(login_id || ' ' || name || ' ' || email)) gin_trgm_ops);`,
    `CREATE TABLE customer_counts (
        status text PRIMARY KEY,
        total bigint NOT NULL DEFAULT 0
    );`,
    `INSERT INTO customer_counts (status) VALUES ('active'), ('inactive'), ('suspended');`,
    `CREATE FUNCTION count_inserted_customers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        UPDATE customer_counts c SET total = c.total + n.count
        FROM (SELECT status, count(*) AS count FROM inserted GROUP BY status) n
        WHERE c.status = n.status;
        RETURN NULL;
    END $$;`,
    `CREATE FUNCTION count_deleted_customers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        UPDATE customer_counts c SET total = c.total - n.count
        FROM (SELECT status, count(*) AS count FROM deleted GROUP BY status) n
        WHERE c.status = n.status;
        RETURN NULL;
    END $$;`,
    `CREATE TRIGGER customers_counted_on_insert AFTER INSERT ON customers
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_customers();`,
    `CREATE TRIGGER customers_counted_on_delete AFTER DELETE ON customers
        REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_customers();`,
    `CREATE TRIGGER customers_uncounted_on_update AFTER UPDATE ON customers
        REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_customers();`,
    `CREATE TRIGGER customers_recounted_on_update AFTER UPDATE ON customers
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_customers();`,
    `CREATE TABLE reward_points_trails (
        id serial PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        reason text NOT NULL,
        points_change integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
    );`,
    `CREATE INDEX reward_points_trails_customer ON reward_points_trails (customer_id, created_at DESC);`,
    `CREATE TABLE transactions (
        id serial PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        branch_code text,
        date timestamptz NOT NULL,
        currency text NOT NULL DEFAULT 'MYR',
        net_total_amount numeric(12, 2) NOT NULL
    );`,
    `CREATE INDEX transactions_customer ON transactions (customer_id, date DESC);`,
    `CREATE TABLE customer_vouchers (
        id serial PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        voucher_id integer NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
        redeemed_at timestamptz,
        used_at timestamptz,
        start_at timestamptz,
        expire_at timestamptz,
        is_active boolean NOT NULL DEFAULT true
    );`,
    `CREATE INDEX customer_vouchers_customer ON customer_vouchers (customer_id, id);`,
    `CREATE INDEX customer_vouchers_voucher ON customer_vouchers (voucher_id, customer_id);`,
];

export const up = runStatements(statements);
