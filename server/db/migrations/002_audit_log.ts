import { runStatements } from './runStatements.ts';

// The audit trail of staff writes. Entries are appended in the same transaction as the write they record and
// never change afterwards: a trigger refuses UPDATE and DELETE, whoever asks. The actor is kept by id and
// username, without a foreign key, so that an entry outlives the staff user it names.
const statements = [
    `CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id integer NOT NULL,
        actor_username text NOT NULL,
        action text NOT NULL,
        entity_type text NOT NULL,
        entity_id text NOT NULL,
        request_id text NOT NULL,
        changes jsonb NOT NULL
    );`,
    `CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);`,
    `CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id, id DESC);`,
    `CREATE INDEX audit_log_actor ON audit_log (actor_id, id DESC);`,
    `CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        RAISE EXCEPTION 'audit_log entries cannot be changed or removed';
    END $$;`,
    `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();`,
];

export const up = runStatements(statements);
