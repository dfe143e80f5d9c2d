import { createHash } from 'node:crypto';
import type pg from 'pg';

// Kysely builds a bounded set of SQL texts (the values travel as parameters), but a bulk insert's text grows
// with its rows: such texts, and any beyond the first few hundred, stay unnamed so that what each connection
// keeps prepared stays bounded.
const maxStatements = 500;
const maxStatementLength = 4000;
const names = new Map<string, string>();
// A LIKE's best plan depends on its pattern: a common fragment is found by walking the list's order, a rare one
// through the trigram index. After five runs of a named statement PostgreSQL may settle on one generic plan for
// every pattern, which takes a search from milliseconds to seconds; unnamed, each is planned with its pattern.
const patternMatch = /\blike\b/i;
/**
 * Marks a statement whose best plan depends on its values in another way, to stay unnamed like a LIKE: a
 * page of ids kept along an index walk (customers/repository/pointsOrder.ts), whose array PostgreSQL tests by
 * a hash and walks for only when it sees how many ids there are (3.8 ms at 15,000 ids of three million
 * customers), and which a generic plan, guessing ten ids, reads one by one by key and sorts (117 ms).
 */
export const plannedWithValues = '/* planned with its values */';

/**
 * The prepared statement name of a SQL text: `k_` and 16 hex digits of its SHA-256, so that the same text has
 * the same name in every process and in every log line (`execute k_...`). 64 bits keep a collision among a few
 * hundred texts out of reach. Undefined for a text that stays unnamed. `everyText`: on connections that run only
 * statements meant to be planned once (connect.ts, `genericPlansOf`), a LIKE and a long text are named too.
 */
export function statementName(text: string, everyText = false): string | undefined {
    const known = names.get(text);
    if (known || names.size >= maxStatements) return known;
    const unnamed =
        text.length > maxStatementLength ||
        patternMatch.test(text) ||
        text.includes(plannedWithValues);
    if (!everyText && unnamed) return undefined;
    const name = `k_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
    return name;
}

/**
 * Runs each parameterised query of a pool connection as a named prepared statement, so that PostgreSQL parses
 * and plans it once per connection instead of on every call. node-postgres remembers per connection which
 * names it has prepared and sends only the values afterwards.
 */
export function prepareStatements(client: pg.PoolClient, everyText = false): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown) => {
        if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) {
            return query(text, values);
        }
        const name = statementName(text, everyText);
        return name ? query({ name, text, values }) : query(text, values);
    }) as typeof client.query;
}
