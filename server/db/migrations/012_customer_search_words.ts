import { runStatements } from './runStatements.ts';

// Customer search at a million rows, continued (server/customers/search/repository/searchKey.ts, docs/customers.md). The trigram index splits text into words at spaces and punctuation, so a fragment that
// spans two words ('d ism', 'r krishn', 'ei w') found no trigram across the gap: the index offered every
// customer with a word ending in 'd' and one starting with 'ism' (tens of thousands) to be read and checked,
// 30 to 150 ms a search. The searched text now swaps each space and punctuation mark inside a field for a
// letter no customer's details hold (and each such letter for its mark), so that a whole field is one word to
// the index and 'dǂism' is as selective as the fragment itself. A swap of characters is a one-to-one
// rewrite, so a fragment appears in the text exactly when its own rewrite appears in the rewritten text: the
// index and the listing's walk still decide alone, with no check against the fields. The line feed between
// fields stays a separator, so a fragment still never runs from one field into the next.
// As in migration 011, the column and its two indexes are made again (one rewrite of the table). The pairs are
// written out here, as a migration must not change when code does; searchKey.ts holds the same pairs for the
// fragments, and the search's ILIKE test fails if the two ever differ.
const swapped = (text: string) => `translate(${text}, ' .@-_''+ǂǁǀǃʘʔƻ', 'ǂǁǀǃʘʔƻ .@-_''+')`;

const statements = [
    `ALTER TABLE customers DROP COLUMN search_text;`,
    `ALTER TABLE customers ADD COLUMN search_text text GENERATED ALWAYS AS
        (${swapped(`lower(login_id || E'\\n' || first_name || ' ' || last_name || E'\\n' || email)`)}) STORED;`,
    `ALTER TABLE customers ALTER COLUMN search_text SET STATISTICS 1000;`,
    `CREATE INDEX customers_listing ON customers (registered_at, id) INCLUDE (status, search_text)
        WHERE anonymised_at IS NULL;`,
    `CREATE INDEX customers_search_text ON customers USING gin (search_text gin_trgm_ops);`,
    `ANALYZE customers;`,
];

export const up = runStatements(statements);
