import { runStatements } from './runStatements.ts';

// The customer list's pages at a million rows. A page's keys are read by skipping
// the rows before it in the list's order, in an index alone (customers/repository/listRules.ts, `pageKey`). The only
// index that could serve was `customers_listing` (migration 010), which also carries the searched text for the
// search's walk: about 80 entries a page against about 300 here. Page 100's keys read 82 buffers where this
// reads 20, and page 10,000's keys take 36 ms here against 62-70 there. The search keeps `customers_listing`, the only index with the text it tests.
const statements = [
    `CREATE INDEX customers_list_keys ON customers (registered_at, id) INCLUDE (status)
        WHERE anonymised_at IS NULL;`,
];

export const up = runStatements(statements);
