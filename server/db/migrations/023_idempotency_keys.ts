import { runStatements } from './runStatements.ts';

// The answers to writes sent with an Idempotency-Key, so that a retry gets the first answer instead of a second
// change. One row per staff member and key: the primary key makes two concurrent requests with one key claim it
// once, whichever instance they reach. `status` is null while the first request runs.
const statements = [
    `CREATE TABLE idempotency_keys (
        staff_id text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        status integer,
        body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (staff_id, key)
    );`,
    `CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);`,
];

export const up = runStatements(statements);
