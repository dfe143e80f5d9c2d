import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The key of the tracking links, one for every instance on the database: made by whichever starts first
 * (the others' inserts do nothing), then read back.
 */
export async function trackingKey(db: Kysely<Database>): Promise<Buffer> {
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
