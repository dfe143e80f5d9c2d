import { runStatements } from './runStatements.ts';

// `customers_registered_at (registered_at, id)` (migration 001) served the list in registration order before
// the list's own indexes. Every query that orders customers by registration now reads customers not anonymised
// (`listedCustomers` in customers/repository/listRules.ts), which `customers_list_keys` (migration 013) and
// `customers_listing` (010) cover; nothing reads anonymised customers in that order. Dropped: 55 MB at a
// million customers, and one index less for every sign-up to write.
const statements = ['DROP INDEX IF EXISTS customers_registered_at;'];

export const up = runStatements(statements);
