import { runStatements } from './runStatements.ts';

// The console's customer list sorts by any of its columns (spec §2, 'Customer list': LoginID, Name, Registered
// Date, Point Balance, Status). By name nothing handed the customers out in order, so a page's keys were the
// million customers sorted to keep 25: 500 to 650 ms a page at a million, whichever page. This index gives them in order, with the status for the list's filter, from the index
// alone (a page's keys, customers/repository/listRules.ts `pageKey`). LoginID and Status already had theirs.
// Point Balance gets none: every ledger entry changes a balance (migration 006), an update that stays HOT (no
// index to touch, the trigram one included) only while no index holds the points. Email, which the console does
// not show, gets none either.
const statements = [
    `CREATE INDEX customers_by_name ON customers (name, id) INCLUDE (status)
        WHERE anonymised_at IS NULL;`,
];

export const up = runStatements(statements);
