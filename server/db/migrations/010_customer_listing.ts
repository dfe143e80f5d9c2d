import { runStatements } from './runStatements.ts';

// The customer list at a million rows. The console lists newest first, filtered
// by status, 25 a page, often with a search. Reading a page walked `customers_registered_at` and fetched every
// row it passed over from the table: page 10,000 took 2 s, and a search whose matches are rare among active
// customers (a name whose customers are all suspended) walked the whole table for 7.5 s. This index holds
// what those walks test (status and the searched text) beside the order, so that a page's ids, and a search's
// first matches, come from the index alone; the 25 rows are then read by id (customers/repository.ts).
// The searched text becomes a stored column, because an index can carry a column but not an expression, and the
// trigram index moves onto it. Generated columns cannot refer to one another, hence first and last name.
const statements = [
    `ALTER TABLE customers ADD COLUMN search_text text GENERATED ALWAYS AS
        (lower(login_id || ' ' || first_name || ' ' || last_name || ' ' || email)) STORED;`,
    `CREATE INDEX customers_listing ON customers (registered_at, id) INCLUDE (status, search_text)
        WHERE anonymised_at IS NULL;`,
    `CREATE INDEX customers_search_text ON customers USING gin (search_text gin_trgm_ops);`,
    `DROP INDEX customers_search;`,
];

export const up = runStatements(statements);
