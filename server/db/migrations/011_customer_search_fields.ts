import { runStatements } from './runStatements.ts';

// Customer search at a million rows, continued (server/customers/search/repository/search.ts).
// - The searched text joined its fields with spaces, so a fragment with a space ('r c') could match across two
//   fields and every such search rechecked the loginID, name and email of each candidate row from the table
//   (0.3 to 0.5 s for a common one). Joined by a line feed, which the search box cannot send, a fragment
//   without one matches inside a field or not at all, and the indexed text alone decides.
// - Ten times the planner's default sample for that column: with 100 histogram entries a rare fragment
//   ('5075', 232 customers) looked as common as a frequent one, and the planner walked the whole listing
//   index in order; with 1,000 it estimates the share of matches well enough to choose between that walk and
//   the trigram index.
// PostgreSQL 15 cannot change a generated column's expression, so the column and its two indexes are made
// again (one rewrite of the table: tens of seconds at a million customers). Generated columns cannot refer to
// one another, so the name is spelled as `name` is (001): first and last name joined by a space.
const statements = [
    `ALTER TABLE customers DROP COLUMN search_text;`,
    `ALTER TABLE customers ADD COLUMN search_text text GENERATED ALWAYS AS
        (lower(login_id || E'\\n' || first_name || ' ' || last_name || E'\\n' || email)) STORED;`,
    `ALTER TABLE customers ALTER COLUMN search_text SET STATISTICS 1000;`,
    `CREATE INDEX customers_listing ON customers (registered_at, id) INCLUDE (status, search_text)
        WHERE anonymised_at IS NULL;`,
    `CREATE INDEX customers_search_text ON customers USING gin (search_text gin_trgm_ops);`,
    `ANALYZE customers;`,
];

export const up = runStatements(statements);
