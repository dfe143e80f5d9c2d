import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    backends,
    createTestApp,
    multipart,
    pngBytes,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

const advertisement = { title: 'Raya sale', startDateTime: '2030-01-01T02:00:00.000Z' };
const image = { bytes: pngBytes, name: 'a.png', type: 'image/png' };

/** The client errors that answered 500 (or were stored shifted) before; each must be a 4xx naming the field. */
describe.each(backends)('bad input on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    const sendForm = async (url: string, fields: Record<string, string>, file = image) => {
        const body = await multipart(fields, file);
        return test.app.inject({
            method: 'POST',
            url,
            payload: body.payload,
            headers: { ...body.headers, ...test.auth },
        });
    };
    const sendRaw = (payload: string | Buffer, contentType: string) =>
        test.app.inject({
            method: 'POST',
            url: '/v1/i/vouchers',
            payload,
            headers: { 'content-type': contentType, ...test.auth },
        });
    const voucherCount = async () =>
        (await test.app.db.selectFrom('vouchers').select('id').execute()).length;

    it('answers malformed, wrongly bounded and truncated multipart bodies with 400 naming a field', async () => {
        const complete = await multipart(validVoucher, image);
        const boundary = complete.headers['content-type'].split('boundary=')[1];
        const cases: [string, string | Buffer, string][] = [
            ['no boundary', complete.payload, 'multipart/form-data'],
            ['another boundary', complete.payload, 'multipart/form-data; boundary=other'],
            [
                'truncated',
                complete.payload.subarray(0, complete.payload.length - 30),
                complete.headers['content-type'],
            ],
            ['garbage', 'this is not multipart', complete.headers['content-type']],
            [
                'a broken part header',
                `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`,
                complete.headers['content-type'],
            ],
        ];
        for (const [name, payload, contentType] of cases) {
            const response = await sendRaw(payload, contentType);
            expect(response.statusCode, name).toBe(400);
            // A part busboy cannot read is skipped, so what is left may fail as a form missing fields.
            expect(Object.keys(response.json().errors).length, name).toBeGreaterThan(0);
        }
        expect(await voucherCount()).toBe(0);
    });

    it('refuses a NUL byte in multipart fields, JSON bodies (login included) and query strings', async () => {
        const form = await sendForm('/v1/i/vouchers', { ...validVoucher, name: 'a\0b' });
        expect(form.statusCode).toBe(400);
        expect(form.json().errors).toHaveProperty('name');
        const login = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            payload: { username: 'ad\0min', password: 'x' },
        });
        expect(login.statusCode).toBe(400);
        expect(login.json().errors).toHaveProperty('username');
        const search = await test.app.inject({
            method: 'GET',
            url: '/v1/i/vouchers?q=a%00b',
            headers: test.auth,
        });
        expect(search.statusCode).toBe(400);
        expect(search.json().errors).toHaveProperty('q');
    });

    it('refuses half a surrogate pair in a JSON body (found by the fuzz test: a 500 on PostgreSQL)', async () => {
        const login = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/login',
            headers: { 'content-type': 'application/json' },
            payload: '{"username":"\\ud800","password":" "}',
        });
        expect(login.statusCode).toBe(400);
        expect(login.json().errors).toHaveProperty('username');
    });

    it('refuses an X-XSRF-TOKEN of the cookie length but other bytes with 403', async () => {
        const response = await test.app.inject({
            method: 'POST',
            url: '/v1/i/auth/token/refresh',
            cookies: { 'XSRF-TOKEN': 'abcd', refreshToken: 'x' },
            headers: { 'x-xsrf-token': 'ab\u00e9d' },
        });
        expect(response.statusCode).toBe(403);
    });

    it.each([
        ['0000-01-01', 'validityStartDate'],
        ['10000-01-01', 'validityStartDate'],
        ['2031-02-30', 'validityStartDate'],
        ['2031-02-29', 'validityEndDate'],
        ['2031-04-31T10:00:00Z', 'validityEndDate'],
        ['2031-01-01T24:00:00Z', 'validityEndDate'],
    ])('refuses the voucher date %s rather than shifting it', async (date, field) => {
        const fields = {
            ...validVoucher,
            validityType: 'DATE_RANGE',
            validityStartDate: '2031-01-01',
            [field]: date,
        };
        const response = await sendForm('/v1/i/vouchers', fields);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual([field]);
        expect(response.json().message).toContain(field);
    });

    it.each(['0000-06-01T00:00:00Z', '10000-01-01T00:00:00Z', '2031-02-30T10:00:00Z'])(
        'refuses the advertisement start %s',
        async date => {
            const response = await sendForm('/v1/i/advertisement', {
                ...advertisement,
                startDateTime: date,
            });
            expect(response.statusCode).toBe(400);
            expect(response.json().errors).toHaveProperty('startDateTime');
        }
    );

    it.each(['0000-01-01', '0000-06-01T00:00:00Z', '9999-12-31T23:00:00-05:00', '2031-02-30'])(
        'refuses the audit-log filter date %s',
        async date => {
            const response = await test.app.inject({
                method: 'GET',
                url: `/v1/i/audit-log?from=${encodeURIComponent(date)}`,
                headers: test.auth,
            });
            expect(response.statusCode).toBe(400);
            expect(response.json().errors).toHaveProperty('from');
        }
    );

    it.each([
        'javascript:alert(1)',
        'JavaScript:alert',
        'data:text/html,<script>alert(1)</script>',
        'data:x',
        'vbscript:msgbox',
        'http:x',
        'voucher:42/../x',
        'voucher:',
    ])('refuses the deeplink %s', async deeplink => {
        const response = await sendForm('/v1/i/advertisement', { ...advertisement, deeplink });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.deeplink).toBe('The deeplink must look like screen:param');
    });

    it('refuses an https deeplink while DEEPLINK_HOSTS lists no host', async () => {
        const response = await sendForm('/v1/i/advertisement', {
            ...advertisement,
            deeplink: 'https://example.com',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().fieldCodes.deeplink.code).toBe('deeplink_host');
    });

    it('accepts a screen:param deeplink and a leap day', async () => {
        const ad = await sendForm('/v1/i/advertisement', {
            ...advertisement,
            deeplink: 'promo:raya-2026',
            startDateTime: '2028-02-29T08:00:00+08:00',
        });
        expect(ad.statusCode).toBe(201);
        expect(ad.json().advertisement.startDateTime).toBe('2028-02-29T00:00:00.000Z');
    });
});
