import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../../server/seed/customers.ts';
import { backends, createTestApp, type TestApp } from '../helpers.ts';

// Marking an in-app message viewed or clicked: a staff member marks only their own; a customer's is the
// customer's to mark (no staff token reaches it), whatever flags the staff member holds.

describe.each(backends)('inbox ownership on %s', backend => {
    let test: TestApp;
    let customerDelivery: string;
    let adminDelivery: string;
    let analystDelivery: string;
    let notificationId: string;

    beforeAll(async () => {
        test = await createTestApp(backend);
        await insertCustomers(test.app.db, 1, 0, 0);
        await test.tokenFor('analyst', '7');
        const customer = await test.app.db
            .selectFrom('customers')
            .select('id')
            .executeTakeFirstOrThrow();
        const notification = await test.app.db
            .insertInto('notifications')
            .values({
                title: 'Hello',
                message: 'A message',
                type: 'info',
                priority: 'normal',
                deeplink: null,
                recipients: 'all',
                channels: ['in-app'],
                status: 'sent',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        notificationId = String(notification.id);
        const delivery = (recipientType: string, recipientId: number) => ({
            notificationId,
            channel: 'in-app',
            recipientType,
            recipientId,
            status: 'delivered',
            deliveredAt: new Date(),
        });
        const rows = await test.app.db
            .insertInto('notificationDeliveries')
            .values([delivery('customer', customer.id), delivery('staff', 1), delivery('staff', 7)])
            .returning('id')
            .execute();
        [customerDelivery, adminDelivery, analystDelivery] = rows.map(row => String(row.id));
    }, 60_000);
    afterAll(async () => {
        await test?.close();
    });

    const mark = async (
        role: 'admin' | 'analyst',
        id: string,
        deliveryId: string,
        action: string
    ) => {
        const token = await test.tokenFor(role, id);
        return test.app.inject({
            method: 'POST',
            url: `/v1/i/inbox/${deliveryId}/${action}`,
            headers: { authorization: `Bearer ${token}` },
        });
    };
    const counts = () =>
        test.app.db
            .selectFrom('notifications')
            .select(['views', 'clicks'])
            .where('id', '=', notificationId)
            .executeTakeFirstOrThrow();

    it.each(['view', 'click'])(
        'refuses a staff token on a customer delivery (%s): 403',
        async action => {
            for (const [role, id] of [
                ['analyst', '7'],
                ['admin', '1'],
            ] as const) {
                const answer = await mark(role, id, customerDelivery, action);
                expect(answer.statusCode, answer.body).toBe(403);
                expect(answer.json()).toMatchObject({ code: 'inbox_not_own' });
            }
            expect(await counts()).toEqual({ views: 0, clicks: 0 });
        }
    );

    it("refuses another staff member's delivery, marks one's own", async () => {
        const other = await mark('analyst', '7', adminDelivery, 'view');
        expect(other.statusCode).toBe(403);
        expect(other.json()).toMatchObject({ code: 'inbox_not_own' });
        expect((await mark('analyst', '7', analystDelivery, 'click')).statusCode).toBe(204);
        expect(await counts()).toEqual({ views: 1, clicks: 1 });
    });
});
