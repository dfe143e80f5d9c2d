import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { backends, createTestApp, multipart, pngBytes, type TestApp } from '../helpers.ts';

// One deeplink rule for advertisements and notifications: screen:param, or https:// to a host the merchant
// lists (DEEPLINK_HOSTS); and the email's click link follows only its delivery's own deeplink, if it passes.

const image = { bytes: pngBytes, name: 'a.png', type: 'image/png' };
const refused: [string, string][] = [
    ['javascript:alert(1)', 'deeplink_invalid'],
    ['javascript:alert', 'deeplink_invalid'],
    ['data:text/html,<script>alert(1)</script>', 'deeplink_invalid'],
    ['file:///etc/passwd', 'deeplink_invalid'],
    ['http://169.254.169.254/latest/meta-data', 'deeplink_invalid'],
    ['http://shop.example.com/offer', 'deeplink_invalid'],
    ['https://internal.example.com/admin', 'deeplink_host'],
    ['https://user:pass@shop.example.com/offer', 'deeplink_host'],
    ['https://shop.example.com.evil.net/offer', 'deeplink_host'],
];
const accepted = ['voucher:42', 'promo:raya-2026', 'https://shop.example.com/offer?id=7'];

describe.each(backends)('deeplinks on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend, { config: { deeplinkHosts: ['shop.example.com'] } });
        await insertCustomers(test.app.db, 1, 0, 0);
    }, 120_000);
    afterAll(() => test?.close());

    const notification = (deeplink: string) =>
        test.app.inject({
            method: 'POST',
            url: '/v1/i/notifications',
            headers: test.auth,
            payload: {
                title: 'Weekend',
                message: 'Double points',
                recipients: 'customers',
                channels: ['in-app'],
                deeplink,
            },
        });
    const advertisement = async (deeplink: string) => {
        const fields = { title: 'Raya sale', startDateTime: '2030-01-01T02:00:00.000Z', deeplink };
        const body = await multipart(fields, image);
        return test.app.inject({
            method: 'POST',
            url: '/v1/i/advertisement',
            payload: body.payload,
            headers: { ...body.headers, ...test.auth },
        });
    };

    it.each(refused)('refuses the notification deeplink %s (%s)', async (deeplink, code) => {
        const answer = await notification(deeplink);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().fieldCodes?.deeplink?.code).toBe(code);
    });

    it.each(refused)('refuses the advertisement deeplink %s (%s)', async (deeplink, code) => {
        const answer = await advertisement(deeplink);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().fieldCodes?.deeplink?.code).toBe(code);
    });

    it.each(accepted)('accepts %s on both', async deeplink => {
        expect((await notification(deeplink)).statusCode).toBe(201);
        expect((await advertisement(deeplink)).statusCode).toBe(201);
    });

    it('names the allowed hosts in the programme settings', async () => {
        const answer = await test.app.inject({
            method: 'GET',
            url: '/v1/i/settings',
            headers: test.auth,
        });
        expect(answer.json().settings.deeplinkHosts).toEqual(['shop.example.com']);
    });

    it("follows only the delivery's own deeplink, and only one that passes the rule", async () => {
        const customer = await test.app.db
            .selectFrom('customers')
            .select('id')
            .executeTakeFirstOrThrow();
        const clickOf = async (deeplink: string | null) => {
            // Written straight to the table, as a row saved before the rule would be.
            const { id } = await test.app.db
                .insertInto('notifications')
                .values({
                    title: 'Old',
                    message: 'Saved before the rule',
                    type: 'info',
                    priority: 'normal',
                    deeplink,
                    recipients: 'specific',
                    customerIds: [customer.id],
                    channels: ['email'],
                    status: 'sent',
                })
                .returning('id')
                .executeTakeFirstOrThrow();
            const delivery = await test.app.db
                .insertInto('notificationDeliveries')
                .values({
                    notificationId: String(id),
                    channel: 'email',
                    recipientType: 'customer',
                    recipientId: customer.id,
                    status: 'delivered',
                    deliveredAt: new Date(),
                })
                .returning('id')
                .executeTakeFirstOrThrow();
            const url = new URL(test.app.notificationTracking.clickUrl(String(delivery.id)));
            return test.app.inject({ method: 'GET', url: `${url.pathname}?to=https://evil.net/` });
        };
        const internal = await clickOf('http://169.254.169.254/latest/meta-data');
        expect(internal.statusCode).toBe(200);
        expect(internal.headers.location).toBeUndefined();
        const unlisted = await clickOf('https://internal.example.com/admin');
        expect(unlisted.headers.location).toBeUndefined();
        const screen = await clickOf('voucher:42');
        expect([screen.statusCode, screen.headers['content-type']]).toEqual([
            200,
            'text/html; charset=utf-8',
        ]);
        const listed = await clickOf('https://shop.example.com/offer');
        expect([listed.statusCode, listed.headers.location]).toEqual([
            302,
            'https://shop.example.com/offer',
        ]);
    });
});
