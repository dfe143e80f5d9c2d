import { runStatements } from './runStatements.ts';

// Customer search at a million rows (server/customers/search/repository/search.ts). A fragment of three characters or
// more is looked up in the trigram index of 001 (customers_search); a trigram index cannot serve one or two
// characters, so those match the start of the loginID, the name, the last name or the email through these
// B-trees. text_pattern_ops lets `LIKE 'ab%'` use them whatever the database's collation.
const statements = [
    `CREATE INDEX customers_login_id_prefix ON customers (lower(login_id) text_pattern_ops);`,
    `CREATE INDEX customers_name_prefix ON customers (lower(name) text_pattern_ops);`,
    `CREATE INDEX customers_last_name_prefix ON customers (lower(last_name) text_pattern_ops);`,
    `CREATE INDEX customers_email_prefix ON customers (lower(email) text_pattern_ops);`,
];

export const up = runStatements(statements);
