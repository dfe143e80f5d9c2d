import { runStatements } from './runStatements.ts';

// Which request holds an Idempotency-Key (`claim_id`, new at each claim) and whether its write has committed
// (`effect_committed_at`, set inside the write's own transaction, just before its COMMIT). A claim without an
// answer can then be told apart: no effect, and old, is a request that died before committing, so a retry
// takes the key over; an effect without an answer is a write that committed and lost its answer.
const statements = [
    `ALTER TABLE idempotency_keys ADD COLUMN claim_id text;`,
    `ALTER TABLE idempotency_keys ADD COLUMN effect_committed_at timestamptz;`,
];

export const up = runStatements(statements);
