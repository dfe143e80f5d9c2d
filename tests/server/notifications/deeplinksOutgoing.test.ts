import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../server/config.ts';
import { createSenders } from '../../../server/notifications/channels.ts';
import { startGateway } from '../notificationReceivers.ts';

// A deeplink saved before the rule (or to a host since removed from DEEPLINK_HOSTS) is not handed to push.

const secret = 'gateway-secret-of-the-tests';

describe('the deeplink handed to the push gateway', () => {
    let gateway: Awaited<ReturnType<typeof startGateway>>;
    beforeAll(async () => {
        gateway = await startGateway(secret, () => false);
    });
    afterAll(() => gateway?.close());

    it('is the stored one only when it passes the rule now', async () => {
        const config = {
            pushWebhookUrl: gateway.url('/push'),
            pushWebhookSecret: secret,
            deeplinkHosts: ['shop.example.com'],
        } as Config;
        const links = { openUrl: () => '', clickUrl: () => '' };
        const push = createSenders(config, links).push;
        const contact = { type: 'customer' as const, id: 1, name: 'A', email: null, phone: null };
        const message = {
            deliveryId: '1',
            notificationId: '1',
            title: 'T',
            message: 'M',
            type: 'info',
            priority: 'normal',
        };
        for (const deeplink of [
            'javascript:alert(1)',
            'http://169.254.169.254/latest/meta-data',
            'https://internal.example.com/',
            'voucher:42',
            'https://shop.example.com/offer',
        ]) {
            await push?.(contact, { ...message, deeplink });
        }
        expect(gateway.calls.map(call => call.body.deeplink)).toEqual([
            null,
            null,
            null,
            'voucher:42',
            'https://shop.example.com/offer',
        ]);
    });
});
