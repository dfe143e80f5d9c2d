import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { fuzzRequests } from '../fuzzRequests.ts';
import {
    backends,
    createTestApp,
    multipart,
    pngBytes,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

const runs = 2_100;
const writes = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * The business tables in one string: a refused write must leave it as it was. Sessions and login throttling are
 * left out, because a refused login is meant to be counted.
 */
const fingerprint = sql<{ value: string }>`select concat_ws(',',
    (select md5(coalesce(string_agg(v::text, '|' order by v.id), '')) from vouchers v),
    (select md5(coalesce(string_agg(a::text, '|' order by a.id), '')) from advertisements a),
    (select md5(coalesce(string_agg(i.name || ':' || i.size, '|' order by i.name), '')) from images i),
    (select md5(coalesce(string_agg(c::text, '|' order by c.id), '')) from customers c),
    (select md5(coalesce(string_agg(cv::text, '|' order by cv.id), '')) from customer_vouchers cv),
    (select count(*) || ':' || coalesce(max(id), 0) from audit_log)) as value`;

describe.each(backends)('generated requests to every route on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
        await insertCustomers(test.app.db, 3, 2, 2);
        const form = await multipart(validVoucher, {
            bytes: pngBytes,
            name: 'a.png',
            type: 'image/png',
        });
        await test.app.inject({
            method: 'POST',
            url: '/v1/i/vouchers',
            payload: form.payload,
            headers: { ...form.headers, ...test.auth },
        });
    });
    afterAll(() => test?.close());

    it(`answers ${runs} of them without a 5xx and leaves the data alone when it refuses a write`, {
        timeout: 180_000,
    }, async () => {
        const routes = test.app
            .routeAccess()
            .filter(route => route.method !== 'HEAD')
            .flatMap(route => route.method.split(',').map(method => ({ method, url: route.url })));
        const tokens = {
            admin: (test.auth.authorization as string).slice('Bearer '.length),
            analyst: await test.tokenFor('analyst', '1'),
            garbage: 'not.a.token',
        };
        const read = async () => (await fingerprint.execute(test.app.db)).rows[0]?.value;
        const statuses: Record<number, number> = {};
        let sent = 0;
        await fc.assert(
            fc.asyncProperty(fuzzRequests(routes, tokens), async request => {
                const before = writes.has(request.method) ? await read() : undefined;
                const response = await test.app.inject({
                    method: request.method as 'GET',
                    url: request.url,
                    headers: request.headers,
                    payload: request.payload,
                });
                sent++;
                statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
                expect(response.statusCode, response.body).toBeLessThan(500);
                if (before !== undefined && response.statusCode >= 400) {
                    expect(await read()).toBe(before);
                }
            }),
            { numRuns: runs }
        );
        console.log(
            `fuzz on ${backend}: ${sent} requests over ${routes.length} routes; answers by status ${JSON.stringify(statuses)}`
        );
        expect(sent).toBeGreaterThanOrEqual(2_000);
    });
});
