import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    customerListRules,
    customerSortFields,
    summaryColumns,
} from '../../../server/customers/repository/listRules.ts';
import { compileOnce } from '../../../server/db/compiledQuery.ts';
import { compiledList } from '../../../server/repository/compiledList.ts';
import { readList } from '../../../server/repository/readList.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

describe('compileOnce', () => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp('pglite', { config: { seedDemo: true } });
    });
    afterAll(() => test.close());

    const customersNamed = (test: TestApp, name: string, id: number) =>
        test.app.db
            .selectFrom('customers')
            .select(['id', 'firstName', 'loginId'])
            // The same value twice, and a constant (the limit) among the values.
            .where(eb => eb.or([eb('firstName', '=', name), eb('lastName', '=', name)]))
            .where('id', '>', id)
            .orderBy('id')
            .limit(3);

    it('answers what the query built with the same values answers, for every value', async () => {
        const run = compileOnce(test.app.db, { name: '', id: 0 }, ({ name, id }) =>
            customersNamed(test, name, id)
        );
        const names = await test.app.db
            .selectFrom('customers')
            .select('firstName')
            .distinct()
            .orderBy('firstName')
            .limit(6)
            .execute();
        expect(names.length).toBeGreaterThan(3);
        for (const { firstName } of [...names, { firstName: 'Nobody' }]) {
            for (const id of [0, 5, 40]) {
                const expected = await customersNamed(test, firstName, id).execute();
                expect(await run({ name: firstName, id })).toEqual(expected);
            }
        }
    });

    it('keeps two values of one type apart', async () => {
        const run = compileOnce(test.app.db, { from: 0, upto: 0 }, ({ from, upto }) =>
            test.app.db
                .selectFrom('customers')
                .select('id')
                .where('id', '>=', from)
                .where('id', '<=', upto)
                .orderBy('id')
        );
        expect((await run({ from: 3, upto: 5 })).map(row => row.id)).toEqual([3, 4, 5]);
    });

    it('maps rows through the plugins as a built query does (camel case)', async () => {
        const run = compileOnce(test.app.db, { id: 0 }, ({ id }) =>
            test.app.db
                .selectFrom('customers')
                .select(['loginId', 'registeredAt'])
                .where('id', '=', id)
        );
        const [row] = await run({ id: 1 });
        expect(Object.keys(row ?? {})).toEqual(['loginId', 'registeredAt']);
    });

    it('refuses, when made, a value that does not travel as a parameter of its own', () => {
        const db = test.app.db;
        expect(() =>
            compileOnce(db, { q: '' }, ({ q }) =>
                db.selectFrom('customers').select('id').where('firstName', 'like', `%${q}%`)
            )
        ).toThrow('q did not become a query parameter');
        expect(() =>
            compileOnce(db, { id: 0 }, ({ id }) =>
                db.selectFrom('customers').select('id').where('id', '=', sql.lit(id))
            )
        ).toThrow('id did not become a query parameter');
    });

    it('compiledList answers each shape of page as readList does, totals and pages past the end included', async () => {
        const db = test.app.db;
        const base = () =>
            db.selectFrom('customers').where('anonymisedAt', 'is', null).select(summaryColumns);
        const rules = customerListRules(db);
        const list = compiledList(db, base, rules, customerSortFields);
        let compared = 0;
        for (const sort of customerSortFields) {
            for (const order of ['asc', 'desc'] as const) {
                for (const status of [undefined, 'active', 'suspended']) {
                    for (const [page, perPage] of [
                        [1, 25],
                        [3, 7],
                        [40, 10],
                    ] as const) {
                        const query = { paged: true, page, perPage, sort, order, status };
                        const expected = await readList(base(), query, rules);
                        expect(await list(query)).toEqual(expected);
                        compared += expected.rows.length;
                    }
                }
            }
        }
        expect(compared).toBeGreaterThan(1000);
    });
});
