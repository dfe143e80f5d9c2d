import { createServer } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedPools } from '../server/db/connect.ts';
import { parametersFor, type Recorded, valuesFor, type WorkloadName } from './apiStatements.ts';

// The Node floor of bench:api: a bare node:http handler that runs the same SQL as the server (recorded from its
// repository by bench/apiStatements.ts) on a pool of the server's size, with the same prepared statements, and
// answers the rows as JSON. No routing, validation, authentication or mapping: what is left is Node and the
// database driver. GET /<workload>?v=<value>. Prints one JSON line with the port once it listens.
const recorded = JSON.parse(process.env.BENCH_STATEMENTS ?? '{}') as Record<WorkloadName, Recorded>;
const databaseUrl = process.env.DATABASE_URL;

type Run = (sql: string, parameters: unknown[], genericPlans?: boolean) => Promise<unknown[]>;
let run: Run;
if (databaseUrl) {
    // The server's pools, prepared statements and settings (server/db/connect.ts).
    const { pool, plannedOnce } = preparedPools(databaseUrl);
    // A client of its own for each query, as Kysely takes one: the prepared-statement hook wraps client.query.
    run = async (sql, parameters, genericPlans) => {
        const client = await (genericPlans ? plannedOnce : pool).connect();
        try {
            return (await client.query(sql, parameters)).rows;
        } finally {
            client.release();
        }
    };
} else {
    const dataDir = process.env.DATA_DIR as string;
    const pglite = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    run = async (sql, parameters) => (await pglite.query(sql, parameters)).rows;
}

let reported = false;
const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const workload = recorded[url.pathname.slice(1) as WorkloadName];
    if (!workload) {
        response.writeHead(404).end();
        return;
    }
    try {
        const values = valuesFor(workload, url.searchParams.get('v') ?? '');
        const [rows, ...others] = await Promise.all(
            workload.statements.map(statement =>
                run(
                    statement.sql,
                    parametersFor(statement, workload, values),
                    workload.genericPlans
                )
            )
        );
        const body = JSON.stringify({ rows, total: others[0] });
        response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
        if (!reported) console.error('bench floor:', error);
        reported = true;
        response.writeHead(500).end(String(error));
    }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.stdout.write(`${JSON.stringify({ port })}\n`);
});
process.on('SIGTERM', () => process.exit(0));
