import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layout's two boundaries, checked on the source itself so that they hold for the next change too:
// SQL lives in repositories, migrations and seeds only, and neither the console nor the server imports the other.

const root = path.resolve(import.meta.dirname, '..', '..', '..');

function sourceFiles(folder: string): string[] {
    return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter(file => /\.tsx?$/.test(file))
        .map(file => path.join(folder, file).split(path.sep).join('/'));
}

/** A Kysely query builder or a `sql` template, the two ways a statement is written here. */
const statement =
    /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|\bsql(<[^>]*>)?`|\bsql\.(ref|raw|lit|id|join|table|val|unsafe)\(/;

/**
 * A repository is an area's (or a part of an area's) `repository.ts`, a `…Repository.ts` beside it, or a
 * module in its `repository/`; `server/repository/` holds what every area's repository shares (the list
 * reader, the connection check).
 */
const sqlMayLiveIn =
    /^server\/((\w+\/)*repository\/\w+\.ts$|(\w+\/)+(repository|\w+Repository)\.ts$|db\/migrations\/|seed\/|seed\.ts$)/;

/** The server's areas: each folder of server/ but the shared ones. */
const shared = new Set(['db', 'lib', 'plugins', 'repository', 'seed']);
const areas = readdirSync(path.join(root, 'server'), { withFileTypes: true })
    .filter(entry => entry.isDirectory() && !shared.has(entry.name))
    .map(entry => entry.name);

/** Each relative import of a server file, resolved to a path under the repository's root. */
const importsOf = (file: string) =>
    [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(
            /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g
        ),
    ].map(match => path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? '')));

/** An import of another area that reaches past its index.ts. */
const reachesPast = (file: string, target: string) => {
    const [, area, ...rest] = target.split('/');
    if (!area || !areas.includes(area) || file.startsWith(`server/${area}/`)) return false;
    return rest.join('/') !== 'index.ts';
};

describe('code placement', () => {
    it('keeps SQL in repositories, migrations and seeds', () => {
        const misplaced = sourceFiles('server').filter(
            file =>
                !sqlMayLiveIn.test(file) &&
                statement.test(readFileSync(path.join(root, file), 'utf8'))
        );
        expect(misplaced).toEqual([]);
    });

    it('finds a statement where one is written', () => {
        // Guards the pattern itself: if it stopped matching, the test above would pass on anything.
        for (const line of [
            "db.selectFrom('customers')",
            'sql<boolean>`a <= b`',
            'sql`select 1`',
            "sql.ref('x')",
            'trx.insertInto("t")',
        ])
            expect(statement.test(line), line).toBe(true);
        expect(statement.test("import { sql } from 'kysely';")).toBe(false);
        expect(sqlMayLiveIn.test('server/auth/repository/loginAttempts.ts')).toBe(true);
        expect(sqlMayLiveIn.test('server/customers/ledger/repository.ts')).toBe(true);
        expect(sqlMayLiveIn.test('server/customers/search/repository/search.ts')).toBe(true);
        expect(sqlMayLiveIn.test('server/repository/readList.ts')).toBe(true);
        expect(sqlMayLiveIn.test('server/customers/routes.ts')).toBe(false);
        expect(sqlMayLiveIn.test('server/customers/repositoryHelpers/x.ts')).toBe(false);
    });

    it('lets an area use another only through its index.ts', () => {
        const reaching = sourceFiles('server').flatMap(file =>
            importsOf(file)
                .filter(target => reachesPast(file, target))
                .map(target => `${file} -> ${target}`)
        );
        expect(areas).toContain('customers');
        expect(reaching).toEqual([]);
        // Guards the rule itself.
        expect(reachesPast('server/exports/routes.ts', 'server/customers/repository.ts')).toBe(
            true
        );
        expect(reachesPast('server/exports/routes.ts', 'server/customers/index.ts')).toBe(false);
        expect(reachesPast('server/customers/routes.ts', 'server/customers/ledger/routes.ts')).toBe(
            false
        );
        expect(reachesPast('server/app.ts', 'server/lib/area.ts')).toBe(false);
    });

    it('keeps the console and the server apart', () => {
        const crossing = (folder: string, other: string) =>
            sourceFiles(folder).filter(file =>
                new RegExp(`(from |import\\()'(\\.\\./)+${other}/`).test(
                    readFileSync(path.join(root, file), 'utf8')
                )
            );
        expect(crossing('server', 'src')).toEqual([]);
        expect(crossing('src', 'server')).toEqual([]);
    });
});
