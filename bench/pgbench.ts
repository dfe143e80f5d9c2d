import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { connectionOptions, genericPlanOptions } from '../server/db/connect.ts';
import type { Recorded } from './apiStatements.ts';
import { type Figures, percentile } from './figures.ts';

const run = promisify(execFile);

/** A value written into a pgbench script as an SQL literal. */
function literal(value: unknown): string {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `'${text.replaceAll("'", "''")}'`;
}

/** A recorded statement with `:v0`, `:v1`... where the sentinels were and the other values inlined. */
function scriptLine(sql: string, parameters: unknown[], recorded: Recorded): string {
    const text = sql.replace(/\$(\d+)/g, (_, index: string) => {
        const value = parameters[Number(index) - 1];
        const sentinel = recorded.sentinels.findIndex(sentinel => sentinel.value === value);
        return sentinel === -1 ? literal(value) : `:v${sentinel}`;
    });
    return `${text.replace(/\s+/g, ' ').trim()};`;
}

/**
 * The database ceiling of bench:api: pgbench sends the server's SQL (recorded from its repository) from
 * `clients` connections, in prepared mode, for `seconds`. `values` are the values the workload draws from, each in
 * its sentinels' forms; they go in a table of their own, and each transaction first reads one by a random key (one indexed lookup more
 * than the server sends). Latencies come from pgbench's per-transaction log.
 */
export async function pgbench(
    databaseUrl: string,
    recorded: Recorded,
    values: (number | string)[][],
    options: { clients: number; seconds: number }
): Promise<Figures> {
    const columns = recorded.sentinels.map((_, index) => `v${index}`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
        await client.query('DROP TABLE IF EXISTS bench_values');
        await client.query(
            `CREATE TABLE bench_values (i int PRIMARY KEY, ${columns.map(name => `${name} text NOT NULL`).join(', ')})`
        );
        await client.query(
            `INSERT INTO bench_values SELECT ordinality, ${columns.join(', ')}
            FROM unnest(${columns.map((_, index) => `$${index + 1}::text[]`).join(', ')})
            WITH ORDINALITY AS t(${columns.join(', ')})`,
            columns.map((_, index) => values.map(row => String(row[index])))
        );
    } finally {
        await client.end();
    }
    const directory = await mkdtemp(path.join(tmpdir(), 'bench-pgbench-'));
    try {
        const script = [
            `\\set i random(1, ${values.length})`,
            `SELECT ${columns.join(', ')} FROM bench_values WHERE i = :i \\gset`,
            ...recorded.statements.map(statement =>
                scriptLine(statement.sql, statement.parameters, recorded)
            ),
        ].join('\n');
        const file = path.join(directory, 'workload.sql');
        await writeFile(file, `${script}\n`);
        const url = new URL(databaseUrl);
        const { stdout } = await run(
            'pgbench',
            [
                '--no-vacuum',
                // As the server sends them (server/db/preparedStatements.ts): a LIKE unnamed, planned each time,
                // unless the server plans it once (server/db/connect.ts, genericPlansOf).
                `--protocol=${/\blike\b/i.test(script) && !recorded.genericPlans ? 'extended' : 'prepared'}`,
                `--client=${options.clients}`,
                '--jobs=2',
                `--time=${options.seconds}`,
                `--file=${file}`,
                '--log',
                `--log-prefix=${path.join(directory, 'log')}`,
                `--host=${url.hostname}`,
                `--port=${url.port || '5432'}`,
                `--username=${decodeURIComponent(url.username) || 'postgres'}`,
                url.pathname.slice(1),
            ],
            {
                env: {
                    ...process.env,
                    PGPASSWORD: decodeURIComponent(url.password),
                    // The server's connection settings (server/db/connect.ts).
                    PGOPTIONS: recorded.genericPlans ? genericPlanOptions : connectionOptions,
                },
            }
        );
        const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
        const latencies: number[] = [];
        for (const name of await readdir(directory)) {
            if (!name.startsWith('log')) continue;
            for (const line of (await readFile(path.join(directory, name), 'utf8')).split('\n')) {
                const microseconds = Number(line.split(' ')[2]);
                if (Number.isFinite(microseconds) && line) latencies.push(microseconds / 1000);
            }
        }
        const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
        return { requestsPerSecond: tps, ...percentile(latencies), failed };
    } finally {
        await rm(directory, { recursive: true, force: true });
    }
}
