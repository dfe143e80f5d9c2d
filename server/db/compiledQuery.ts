import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Value = string | number;

// Values no request sends (a negative id, a page size or offset; a string with a NUL byte, which PostgreSQL
// text cannot hold), one for each value, so that each parameter names the value it stands for.
const placeholder = (name: string, index: number, sample: Value): Value =>
    typeof sample === 'number' ? -918_273_645 - index : `\u0000compiledQuery:${name}`;

/**
 * A query that Kysely builds and compiles once, then runs with new values: the hot reads' SQL text never
 * changes, only their parameters do, and building the customer detail query (three JSON sub-lists) costs about
 * 0.2 ms of CPU a request: built per request, query building is about a sixth of the API's CPU under load
 * (bench:api --profile).
 *
 * `build` is called once, with a placeholder in place of each value; every placeholder must reach the compiled
 * query as a parameter of its own (a value that is transformed first, say wrapped in `%`, or inlined into the
 * SQL, would not), otherwise this throws when the repository is made, not on a request. Plugins still apply:
 * the camel-case plugin rewrote the query when it was compiled and maps each result's rows. `runner`: the Kysely
 * that runs it, such as the pool that plans each statement once (connect.ts, `genericPlansOf`).
 */
export function compileOnce<Values extends Record<string, Value>, Row>(
    db: Kysely<Database>,
    samples: Values,
    build: (values: Values) => Compilable<Row>,
    runner: Kysely<Database> = db
): (values: Values) => Promise<Row[]> {
    const names = Object.keys(samples) as (keyof Values & string)[];
    const placeholders = Object.fromEntries(
        names.map((name, index) => [name, placeholder(name, index, samples[name] as Value)])
    ) as Values;
    const compiled = build(placeholders).compile();
    const slots = compiled.parameters.map(parameter =>
        names.find(name => placeholders[name] === parameter)
    );
    const missing = names.filter(name => !slots.includes(name));
    if (missing.length > 0) {
        throw new Error(`compileOnce: ${missing.join(', ')} did not become a query parameter`);
    }
    return async values => {
        const query: CompiledQuery<Row> = {
            ...compiled,
            parameters: compiled.parameters.map((constant, index) => {
                const slot = slots[index];
                return slot === undefined ? constant : values[slot];
            }),
        };
        return (await runner.executeQuery(query)).rows;
    };
}
