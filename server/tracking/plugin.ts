import fp from 'fastify-plugin';
import type { TrackingLinks } from '../notifications/index.ts';
import { trackingKey } from './repository.ts';
import { deliveryOfToken, trackingToken } from './token.ts';

declare module 'fastify' {
    interface FastifyInstance {
        notificationTracking: TrackingLinks & {
            deliveryOf(token: string): string | undefined;
        };
    }
}

/** `publicUrl`: where recipients reach this server (PUBLIC_URL), for the links in emails. */
export default fp<{ publicUrl: string }>(
    async (app, options) => {
        const key = await trackingKey(app.db);
        const base = options.publicUrl.replace(/\/+$/, '');
        app.decorate('notificationTracking', {
            openUrl: (deliveryId: string) => `${base}/v1/t/${trackingToken(key, deliveryId)}/open`,
            clickUrl: (deliveryId: string) =>
                `${base}/v1/t/${trackingToken(key, deliveryId)}/click`,
            deliveryOf: (token: string) => deliveryOfToken(key, token),
        });
    },
    { name: 'notification-tracking', dependencies: ['db'] }
);
