import { runStatements } from './runStatements.ts';

// What every API instance on one database must share for sessions: the key that signs access tokens (so a
// token issued by one instance is accepted by another) and the login attempt counters (so a burst spread over
// instances meets one limit). Expired refresh tokens are purged by expiry, hence the index.
const statements = [
    `CREATE TABLE signing_keys (
        name text PRIMARY KEY,
        secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
    );`,
    `CREATE TABLE login_attempts (
        key text PRIMARY KEY,
        attempts integer NOT NULL CHECK (attempts >= 0),
        window_ends_at timestamptz NOT NULL
    );`,
    `CREATE INDEX login_attempts_window_ends_at ON login_attempts (window_ends_at);`,
    `CREATE INDEX refresh_tokens_expires_at ON refresh_tokens (expires_at);`,
];

export const up = runStatements(statements);
