// The stored first answers of Idempotency-Key requests, read and written by plugins/idempotency.ts.

// What other areas use.
export { ClaimTakenOver, idempotencyRepository } from './repository.ts';
