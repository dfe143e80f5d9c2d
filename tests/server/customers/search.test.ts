import fc from 'fast-check';
import { type Insertable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../contract/client/index.ts';
import { customersRepository } from '../../../server/customers/repository.ts';
import { searchKey } from '../../../server/customers/search/repository/searchKey.ts';
import {
    indexedParts,
    readTrigramShares,
    type TrigramShares,
} from '../../../server/customers/search/repository/trigramShares.ts';
import { genericPlansOf } from '../../../server/db/connect.ts';
import type { CustomersTable } from '../../../server/db/schema.ts';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { type Backend, backends, createTestApp, dataOf, type TestApp } from '../helpers.ts';

type CustomerQuery = NonNullable<paths['/v1/i/customers']['get']['parameters']['query']>;

// Names that trip a search: accents in both cases, LIKE's wildcards and its escape character as text, words
// that share letters, fragments that would only match across two fields, and the letters that the searched
// text puts in place of spaces and punctuation (server/customers/search/repository/searchKey.ts) as real text.
const firstNames = [
    'Nǂaro Ann',
    "ǂKx'au",
    'Élodie',
    'éva',
    'ZOË',
    'Wei Ling',
    'An',
    '50%off',
    'under_score',
    'Back\\slash',
    'Ng',
];
const lastNames = [
    'Tan',
    'TANAKA',
    'Müller',
    'mueller',
    '%',
    '_x',
    "O'Brien",
    'Lim',
    'Lee-Ann',
    'Aʔa',
];
const domains = ['Example.com.my', 'mail.my', 'TAN.org'];

const made = (n: number): Insertable<CustomersTable> => {
    const first = firstNames[n % firstNames.length] as string;
    const last = lastNames[Math.floor(n / firstNames.length) % lastNames.length] as string;
    return {
        loginId: n % 4 === 0 ? `my-${n}` : `MY${String(n).padStart(6, '0')}`,
        firstName: first,
        lastName: last,
        email: `${first.replaceAll(' ', n % 2 ? '.' : '+')}.${n}@${domains[n % domains.length]}`,
        phoneNumber: '+60 12-000 0000',
        status: n % 5 === 0 ? 'inactive' : 'active',
        rewardPoints: 0,
        registeredAt: new Date(Date.UTC(2025, 0, 1 + ((n * 37) % 300))),
    };
};

const fragments = [
    ...['É', 'é', 'z', 'a', '%', '_', '\\', '5', 'm'],
    ...['an', 'TA', 'ng', 'mü', '%o', 'r_', 'my', "O'"],
    ...['élo', 'ÉLO', 'zoë', 'ZOË', 'tan', 'Tan', 'mül', 'MUELLER', '50%', 'r_s', 'k\\s', "o'b"],
    ...['wei l', 'g t', 'n t', 'a.1', '@tan', 'mail.my', 'xyz', ' lim ', 'my-1', 'MY0000', '.org'],
    // A rare end to common pieces: the index is asked for that end only (trigramShares.ts).
    ...['my000123', 'MY00023', '7@example', 'y000299', '50%off.3'],
    // Two rare runs around common pieces: the index is asked for both, in order ('%wei%lin%').
    ...['wei lin', 'i ling ta', 'wei.ling.5@tan'],
    ...[
        'nǂa',
        'n a',
        'oǂa',
        'o a',
        'ǂkx',
        ' kx',
        "x'a",
        'xʔa',
        'aʔa',
        "a'a",
        'e-a',
        'eǃa',
        'g+l',
        'ro+',
    ],
];
/** Characters for generated fragments: the marks that split words, their stand-in letters, a few letters. */
const fragmentAlphabet = [..." .@-_'+ǂǁǀǃʘʔƻ", ...'anrotlx'];

/** LIKE's wildcards and escape character taken literally, as a plain ILIKE search would be written. */
const literal = (text: string) => text.replace(/[\\%_]/g, match => `\\${match}`);

// Each backend with the instance's index of the searched text (searchIndex/, which answers the console's order
// once built) and without it (the SQL way alone): the same answers either way.
const ways = backends.flatMap(backend => [
    [backend, 'index'],
    [backend, 'sql'],
]);

describe.each(ways)('customer search on %s (%s)', (backend, way) => {
    let test: TestApp;
    let shares: TrigramShares;
    /** How many of `texts` (3 characters or more) ask the index for less than their whole text. */
    const shortened = (texts: string[]) =>
        texts.filter(text => {
            const key = searchKey(text.trim().toLowerCase());
            const parts = indexedParts(key, shares);
            return [...key].length >= 3 && (parts.length > 1 || parts[0] !== key);
        }).length;
    /** How many of `texts` ask the index for two parts or more (`'%run%run%'`). */
    const inParts = (texts: string[]) =>
        texts.filter(text => indexedParts(searchKey(text.trim().toLowerCase()), shares).length > 1)
            .length;
    beforeAll(async () => {
        test = await createTestApp(backend as Backend, {
            config: { customerSearchIndex: way === 'index' },
        });
        // Built before the customers arrive: the searches below find them through its catch-up.
        await test.app.customerSearchIndex?.build();
        const rows = Array.from({ length: 300 }, (_, n) => made(n + 1));
        await test.app.db.insertInto('customers').values(rows).execute();
        // The shares the server reads when it starts, read again now that there are customers: the searches
        // below ask the index for the part of their text that leaves out the common pieces (trigramShares.ts).
        await test.app.customersRepository.refreshSearchShares();
        shares = test.app.customersRepository.trigramShares();
    });
    afterAll(() => test?.close());

    const search = async (query: CustomerQuery) =>
        dataOf(await test.api.GET('/v1/i/customers', { params: { query } }));

    /** A plain ILIKE over the documented fields: anywhere from 3 characters on, at the start below that. */
    const expected = (q: string, order: 'id' | 'registeredAt') => {
        const text = q.trim();
        const short = [...text].length < 3;
        const pattern = short ? `${literal(text)}%` : `%${literal(text)}%`;
        const fields = short
            ? (['loginId', 'name', 'lastName', 'email'] as const)
            : (['loginId', 'name', 'email'] as const);
        let query = test.app.db
            .selectFrom('customers')
            .select('id')
            .where(eb => eb.or(fields.map(field => eb(field, 'ilike', pattern))));
        if (order === 'registeredAt') query = query.orderBy('registeredAt', 'desc');
        return query
            .orderBy('id', order === 'id' ? 'asc' : 'desc')
            .execute()
            .then(rows => rows.map(row => String(row.id)));
    };

    /** The first 1,000 matches newest first, as the console's order reads them, are a plain ILIKE's. */
    const expectNewestFirst = async (q: string) => {
        const newest = await search({ q, sort: 'registeredAt', order: 'DESC', perPage: 1000 });
        expect(
            newest.customers.map(customer => customer.id),
            q
        ).toEqual((await expected(q, 'registeredAt')).slice(0, 1000));
    };

    it('answers exactly what a plain ILIKE finds, in id order and in the console order', async () => {
        let nonEmpty = 0;
        for (const q of fragments) {
            const byId = await search({ q, sort: 'id', order: 'ASC', perPage: 1000 });
            const want = await expected(q, 'id');
            expect(
                byId.customers.map(customer => customer.id),
                q
            ).toEqual(want);
            expect(byId.total, q).toBe(want.length);
            expect(byId, q).not.toHaveProperty('totalCapped');
            await expectNewestFirst(q);
            if (want.length > 0 && want.length < 300) nonEmpty++;
        }
        // The fragments tell rows apart: most find some customers and not all of them.
        expect(nonEmpty).toBeGreaterThan(fragments.length / 2);
        // And some ask the index for a part of their text only ('mail.my', '@tan', 'MY0000').
        expect(shortened(fragments)).toBeGreaterThan(2);
        expect(inParts(fragments)).toBe(3);
    });

    it('answers what a plain ILIKE finds for fragments cut from the fields, marks and stand-ins swapped in', async () => {
        // The searched text swaps marks and stand-ins one for one (migration 012): were the server's swap of a
        // fragment to differ from the database's swap of the text, fragments cut across words would find
        // other rows. A character of the cut is sometimes replaced, so that near misses are tried too.
        const texts = Array.from({ length: 300 }, (_, n) => {
            const row = made(n + 1);
            return `${row.loginId}\n${row.firstName} ${row.lastName}\n${row.email}`.toLowerCase();
        });
        const fragment = fc
            .record({
                text: fc.constantFrom(...texts),
                start: fc.nat(60),
                length: fc.integer({ min: 3, max: 8 }),
                replace: fc.option(fc.tuple(fc.nat(7), fc.constantFrom(...fragmentAlphabet)), {
                    freq: 2,
                }),
            })
            .map(({ text, start, length, replace }) => {
                const characters = [...text].slice(start % text.length).slice(0, length);
                if (replace) characters[replace[0] % characters.length] = replace[1];
                return characters.join('').replace(/\n.*/s, '');
            })
            .filter(text => [...text.trim()].length >= 3);
        // Fragments that ask the index for a part of their text only, cut from the same texts: always among
        // those tried, so that this path is compared whatever the random draw gives.
        const partial: [string][] = [];
        for (const text of texts) {
            for (let start = 0; start < 40 && partial.length < 25; start += 7) {
                const q = [...text]
                    .slice(start, start + 6)
                    .join('')
                    .replace(/\n.*/s, '');
                if ([...q.trim()].length >= 3 && shortened([q]) === 1) partial.push([q]);
            }
            if (partial.length === 25) break;
        }
        expect(partial).toHaveLength(25);
        let found = 0;
        const tried: string[] = [];
        await fc.assert(
            fc.asyncProperty(fragment, async q => {
                tried.push(q);
                const answer = await search({ q, sort: 'id', order: 'ASC', perPage: 1000 });
                const want = await expected(q, 'id');
                expect(
                    answer.customers.map(customer => customer.id),
                    JSON.stringify(q)
                ).toEqual(want);
                if (want.length > 0) found++;
            }),
            { numRuns: 150, examples: partial }
        );
        // Many fragments find someone, so the comparison is between answers, not between two empty lists; and
        // many ask the index for a part of their text.
        expect(found).toBeGreaterThan(50);
        expect(shortened(tried)).toBeGreaterThan(20);
    });

    it('reads the console pages in two steps (ids, then rows) that join up to the whole list', async () => {
        for (const q of [undefined, 'tan', 'an', 'mail.my']) {
            const console = { sort: 'registeredAt', order: 'DESC', status: 'active', q } as const;
            const whole = await search({ ...console, perPage: 1000 });
            expect(whole.customers.length, q).toBeGreaterThan(7);
            const pages = [];
            for (let page = 1; (page - 1) * 7 < whole.customers.length; page++) {
                const { customers, total, totalCapped } = await search({
                    ...console,
                    page: page,
                    perPage: 7,
                });
                pages.push(...customers);
                // A search is counted to 100 rows from the page's first, exactly once the end is in reach; the
                // list without one, exactly.
                const reach = (page - 1) * 7 + 100;
                const counted =
                    q && reach < whole.customers.length ? [reach, true] : [whole.total, undefined];
                expect([total, totalCapped], `${q} page ${page}`).toEqual(counted);
            }
            // The same customers with every field, in the same order, and nobody twice or left out.
            expect(pages, q).toEqual(whole.customers);
        }
    });

    it('matches short fragments at the start of a field only, and never across two fields', async () => {
        const names = async (q: string) =>
            (await search({ q, perPage: 1000 })).customers.map(customer => customer.name);
        // "ng" starts the first name Ng but sits inside "Wei Ling": two letters find only the former.
        expect(new Set(await names('ng'))).toEqual(
            new Set([
                'Ng Tan',
                'Ng TANAKA',
                'Ng Müller',
                'Ng mueller',
                'Ng %',
                'Ng _x',
                "Ng O'Brien",
                'Ng Lim',
                'Ng Lee-Ann',
                'Ng Aʔa',
            ])
        );
        // "ZOË Tan" with the email "ZOË.n@..." and "MY000010 An Lim": a search text that joined the fields would
        // find these two across a field's end; a plain ILIKE over the fields does not.
        expect(await names('n zoë')).toEqual([]);
        expect(await names('0 an')).toEqual([]);
        expect(await names('an lim')).toContain('An Lim');
        // The searched text joins the fields with a line feed (migration 011): a fragment holding one, sent by
        // hand, would match there across two fields; it is checked field by field and finds nobody.
        expect(await names('tan\nzoë')).toEqual([]);
        expect(await names('zoë tan\nzo')).toEqual([]);
        expect(await names('zoë tan')).toContain('ZOË Tan');
    });

    it('counts no further than 100 past the page asked for (or four longer pages), and says so', async () => {
        await insertCustomers(test.app.db, 1050, 0, 0);
        const all = (await expected('example', 'id')).length;
        expect(all).toBeGreaterThan(1050);
        const first = await search({ q: 'example', perPage: 25 });
        expect(first.customers).toHaveLength(25);
        expect([first.total, first.totalCapped]).toEqual([100, true]);
        // Page 4 reaches three pages further: '76-100 of 175+'.
        const fourth = await search({ q: 'example', page: 4, perPage: 25 });
        expect([fourth.total, fourth.totalCapped]).toEqual([175, true]);
        // Within reach of the last match the total is exact; exactly at the reach, too.
        const near = await search({
            q: 'example',
            page: Math.ceil(all / 25),
            perPage: 25,
        });
        expect(near.customers).toHaveLength(all - 25 * (Math.ceil(all / 25) - 1));
        expect(near.total).toBe(all);
        expect(near).not.toHaveProperty('totalCapped');
        const atReach = await search({ q: 'example', page: all - 99, perPage: 1 });
        expect(atReach.total).toBe(all);
        expect(atReach).not.toHaveProperty('totalCapped');
        const pastReach = await search({ q: 'example', page: all - 100, perPage: 1 });
        expect([pastReach.total, pastReach.totalCapped]).toEqual([all - 1, true]);
        // Pages of 50 reach four pages: 200 rows.
        const long = await search({ q: 'example', page: 2, perPage: 50 });
        expect([long.customers.length, long.total, long.totalCapped]).toEqual([50, 250, true]);
        // A page past the last match is empty and still says how many there are.
        const past = await search({ q: 'example', page: 1000, perPage: 25 });
        expect(past.customers).toEqual([]);
        expect(past.total).toBe(all);
        expect(past).not.toHaveProperty('totalCapped');
        const whole = await search({ q: 'élo', perPage: 1000 });
        expect(whole.total).toBe((await expected('élo', 'id')).length);
        expect(whole).not.toHaveProperty('totalCapped');
    });

    // The SQL way's own knobs, read through the repository: once per backend.
    it.runIf(way === 'sql')(
        'answers the same pages whatever the window of newest customers it reads first',
        async () => {
            // After the test above: 1,050 generated customers (registered in id order, member<n>@ addresses)
            // around the 300 made here, so 'member1' finds customers of the same months only.
            const inOrder = async (q: string, status?: string) => {
                let query = test.app.db
                    .selectFrom('customers')
                    .select('id')
                    .where(eb =>
                        eb.or(
                            ['loginId', 'name', 'email'].map(field =>
                                eb(field as 'name', 'ilike', `%${literal(q)}%`)
                            )
                        )
                    );
                if (status) query = query.where('status', '=', status);
                const rows = await query
                    .orderBy('registeredAt', 'desc')
                    .orderBy('id', 'desc')
                    .execute();
                return rows.map(row => row.id);
            };
            const cases: { q: string; status?: string }[] = [
                ...['example', 'member1', 'ber10', 'tan', 'mail.my', 'élo', 'xyz'].map(q => ({
                    q,
                })),
                ...['member104', 'r10@exam', 'my000123'].map(q => ({ q })),
                { q: 'example', status: 'inactive' },
                { q: 'member1', status: 'active' },
            ];
            const newest = (
                await test.app.db
                    .selectFrom('customers')
                    .select('id')
                    .orderBy('registeredAt', 'desc')
                    .orderBy('id', 'desc')
                    .execute()
            ).map(row => row.id);
            // The shares with the generated customers counted: their 'member', '@example' pieces are common.
            shares = await readTrigramShares(test.app.db);
            // How each window's answer is read (searchWindow.ts), counted from the data: from the window alone,
            // walking on past it, from every match after a walk that read its most entries without finding them
            // all, or from every match at once.
            const paths = { window: 0, walk: 0, walkThenEveryMatch: 0, everyMatch: 0 };
            for (const { q, status } of cases) {
                const all = await inOrder(q, status);
                for (const [page, perPage] of [
                    [1, 25],
                    [3, 10],
                    [2, 50],
                    [40, 25],
                ] as const) {
                    const offset = (page - 1) * perPage;
                    const reach = Math.max(100, perPage * 4);
                    const rest = all.length - offset;
                    const want = {
                        ids: all.slice(offset, offset + perPage),
                        total: rest > reach ? offset + reach : all.length,
                        capped: rest > reach,
                    };
                    // Each window with and without the shares; the small ones also with a walk cut short at 200.
                    const variants = [1, 13, 150, 100_000, 1_000_000].flatMap(size =>
                        [undefined, shares].flatMap(trigramShares =>
                            (size <= 150 ? [undefined, 200] : [undefined]).map(searchWalk => ({
                                searchWindow: size,
                                searchWalk,
                                trigramShares,
                            }))
                        )
                    );
                    for (const { searchWindow, searchWalk, trigramShares } of variants) {
                        const matchesIn = (entries: number) =>
                            newest.slice(0, entries).filter(id => all.includes(id)).length;
                        const needed = offset + reach + 1;
                        if (searchWindow <= 150) {
                            // Below 167 the window's share of 0.3% is one match (searchWindow.ts).
                            // The walk reads twice the entries the window's share of matches calls for.
                            const walkEntries =
                                searchWalk ?? (2 * needed * searchWindow) / matchesIn(searchWindow);
                            if (matchesIn(searchWindow) >= needed) paths.window++;
                            else if (matchesIn(searchWindow) === 0) {
                                if (all.length > 0) paths.everyMatch++;
                            } else if (matchesIn(walkEntries) >= needed) paths.walk++;
                            else paths.walkThenEveryMatch++;
                        }
                        const { rows, total, totalCapped } = await customersRepository(
                            test.app.db,
                            {
                                searchWindow,
                                searchWalk,
                                trigramShares,
                            }
                        ).list({
                            paged: true,
                            page,
                            perPage,
                            sort: 'registeredAt',
                            order: 'desc',
                            status,
                            search: q,
                        });
                        const label = JSON.stringify({
                            q,
                            status,
                            page,
                            perPage,
                            searchWindow,
                            searchWalk,
                            shares: Boolean(trigramShares),
                        });
                        expect(
                            { ids: rows.map(row => row.id), total, capped: totalCapped === true },
                            label
                        ).toEqual(want);
                    }
                }
            }
            expect(paths.window).toBeGreaterThan(0);
            expect(paths.walk).toBeGreaterThan(0);
            expect(paths.walkThenEveryMatch).toBeGreaterThan(0);
            expect(paths.everyMatch).toBeGreaterThan(0);
            expect(shortened(cases.map(({ q }) => q))).toBeGreaterThan(2);
        },
        // 768 list reads (12 searches, 4 pages, 16 windows each): 28 to 30 s on CI's two cores
        // beside the end-to-end suite, where vitest's 30 s cut it short.
        120_000
    );

    // The SQL way's plan: the index's way reads its page by primary key.
    it.runIf(backend === 'postgres' && way === 'sql')(
        'plans the console search once per connection, for any fragment, on PostgreSQL',
        async () => {
            const plannedOnce = genericPlansOf(test.app.db);
            expect(plannedOnce).toBeDefined();
            for (const q of ['example', 'tan', 'xyz', 'member1', 'élo', 'ber10']) {
                await expectNewestFirst(q);
            }
            // Each connection of that pool keeps the statement prepared, planned without the values.
            const { rows } = await sql<{ generic: string; custom: string }>`
                select coalesce(sum(generic_plans), 0) as generic, coalesce(sum(custom_plans), 0) as custom
                from pg_prepared_statements where statement like '%with newest as%'`.execute(
                plannedOnce as NonNullable<typeof plannedOnce>
            );
            expect(Number(rows[0].generic)).toBeGreaterThan(0);
            expect(Number(rows[0].custom)).toBe(0);
        }
    );
});
