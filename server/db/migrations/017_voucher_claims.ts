import { runStatements } from './runStatements.ts';

// An assignment or a removal changes its voucher's issued count, and the UPDATE that does it locks the
// voucher's row until the transaction ends. Done as the transaction's last statement, the lock still lasted a
// round trip through the API's event loop (the statement's answer read, then COMMIT sent): under bench:api's
// mixed workload every write of one voucher queued behind the one before it (assign p99 about 1.1 s). So the
// write asks for the change with a row here, and a trigger deferred to the commit makes it: the row lock is then
// taken inside the COMMIT and released by it, without a round trip in between.
//
// The trigger takes the copies only while the usage limit allows (the UPDATE waits for the row and re-reads it,
// so concurrent claims cannot pass the limit, and the table's CHECK holds it too), records an assignment in the
// trail with the issued count before and after as it left it, and deletes the claim: a claim never outlives its
// transaction. When the limit does not allow, the COMMIT fails with SQLSTATE LV409 and rolls everything back;
// the repository answers it with the usage limit's 409 (customers/vouchers/repository/copies.ts). UNLOGGED: no
// claim survives its transaction, so there is nothing here a crash could lose.
const statements = [
    `CREATE UNLOGGED TABLE voucher_claims (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        voucher_id integer NOT NULL,
        change integer NOT NULL,
        actor_id integer,
        actor_username text,
        action text,
        entity_type text,
        entity_id text,
        request_id text,
        changes jsonb
    );`,
    `CREATE FUNCTION voucher_claims_settle() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
        issued integer;
    BEGIN
        UPDATE vouchers SET issued_count = greatest(issued_count + NEW.change, 0)
            WHERE id = NEW.voucher_id
              AND (NEW.change < 0 OR usage_limit IS NULL OR issued_count + NEW.change <= usage_limit)
            RETURNING issued_count INTO issued;
        IF NOT FOUND AND NEW.change > 0 THEN
            RAISE EXCEPTION 'voucher % has fewer than % copies left', NEW.voucher_id, NEW.change
                USING ERRCODE = 'LV409';
        END IF;
        IF NEW.action IS NOT NULL THEN
            INSERT INTO audit_log (actor_id, actor_username, action, entity_type, entity_id, request_id, changes)
            VALUES (NEW.actor_id, NEW.actor_username, NEW.action, NEW.entity_type, NEW.entity_id, NEW.request_id,
                jsonb_set(jsonb_set(NEW.changes, '{issuedCount,before}', to_jsonb(issued - NEW.change)),
                    '{issuedCount,after}', to_jsonb(issued)));
        END IF;
        DELETE FROM voucher_claims WHERE id = NEW.id;
        RETURN NULL;
    END $$;`,
    `CREATE CONSTRAINT TRIGGER voucher_claims_settle AFTER INSERT ON voucher_claims
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION voucher_claims_settle();`,
];

export const up = runStatements(statements);
