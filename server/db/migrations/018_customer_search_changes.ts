import { runStatements } from './runStatements.ts';

// Each instance keeps the customers' searched text in memory (server/customers/searchIndex/) and must
// know, on every search, whether it has seen every change committed since it read them. A change to what a
// search reads (a customer added, removed, its searched text, status, registration time or anonymisation changed)
// takes the next number of customer_search_version in its transaction and notes the customer under it in
// customer_search_changes. The one row is locked by the UPDATE until the transaction ends, so these changes
// commit in the order of their numbers: whoever reads number N sees every change numbered N or less, and none
// after it. A search reads the number with its page (one round trip), and an instance that is behind reads the
// changes after its own number first. Points, the column most writes touch, take no number (the WHEN below), so
// assignments and the ledger never wait for this row. `trimmed_through`: changes up to it are deleted (an
// instance further behind reads every customer again).
const statements = [
    `CREATE TABLE customer_search_version (
        one boolean PRIMARY KEY DEFAULT true CHECK (one),
        version bigint NOT NULL DEFAULT 0,
        trimmed_through bigint NOT NULL DEFAULT 0
    );`,
    `INSERT INTO customer_search_version DEFAULT VALUES;`,
    `CREATE TABLE customer_search_changes (
        version bigint NOT NULL,
        customer_id integer NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (version, customer_id)
    );`,
    // Inserts and deletes are noted once a statement (a seed of a million rows takes one number), updates once a
    // row and only where a searched column changed.
    `CREATE FUNCTION customer_search_note_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
        next bigint;
    BEGIN
        UPDATE customer_search_version SET version = version + 1 RETURNING version INTO next;
        IF TG_OP = 'DELETE' THEN
            INSERT INTO customer_search_changes (version, customer_id) SELECT next, id FROM gone;
        ELSE
            INSERT INTO customer_search_changes (version, customer_id) SELECT next, id FROM added;
        END IF;
        RETURN NULL;
    END $$;`,
    `CREATE FUNCTION customer_search_note_row() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
        next bigint;
    BEGIN
        UPDATE customer_search_version SET version = version + 1 RETURNING version INTO next;
        INSERT INTO customer_search_changes (version, customer_id) VALUES (next, NEW.id)
            ON CONFLICT DO NOTHING;
        RETURN NULL;
    END $$;`,
    `CREATE TRIGGER customer_search_added AFTER INSERT ON customers
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customer_search_note_rows();`,
    `CREATE TRIGGER customer_search_gone AFTER DELETE ON customers
        REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION customer_search_note_rows();`,
    `CREATE TRIGGER customer_search_changed AFTER UPDATE ON customers FOR EACH ROW
        WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.status IS DISTINCT FROM NEW.status
            OR OLD.registered_at IS DISTINCT FROM NEW.registered_at
            OR OLD.anonymised_at IS DISTINCT FROM NEW.anonymised_at)
        EXECUTE FUNCTION customer_search_note_row();`,
    // A TRUNCATE names no rows: it counts as every change trimmed, and every instance reads the customers again.
    `CREATE FUNCTION customer_search_note_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        UPDATE customer_search_version SET version = version + 1, trimmed_through = version + 1;
        RETURN NULL;
    END $$;`,
    `CREATE TRIGGER customer_search_truncated AFTER TRUNCATE ON customers
        FOR EACH STATEMENT EXECUTE FUNCTION customer_search_note_truncate();`,
];

export const up = runStatements(statements);
