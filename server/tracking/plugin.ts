import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TrackingLinks } from '../notifications/channels.ts';
import { deliveryOfToken, trackingToken } from './token.ts';

declare module 'fastify' {
    interface FastifyInstance {
        notificationTracking: TrackingLinks & {
            deliveryOf(token: string): string | undefined;
        };
    }
}

/**
 * The key of the tracking links, one for every instance on the database: made by whichever starts first
 * (the others' inserts do nothing), then read back.
 */
async function trackingKey(db: Kysely<Database>): Promise<Buffer> {
    await db
        .insertInto('notificationSecrets')
        .values({ name: 'tracking', secret: randomBytes(32).toString('base64') })
        .onConflict(conflict => conflict.column('name').doNothing())
        .execute();
    const { secret } = await db
        .selectFrom('notificationSecrets')
        .select('secret')
        .where('name', '=', 'tracking')
        .executeTakeFirstOrThrow();
    return Buffer.from(secret, 'base64');
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
