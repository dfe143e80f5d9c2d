import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** True when the database answers a trivial query: what GET /ready reports. */
export const pingDatabase = (db: Kysely<Database>) =>
    sql`select 1`.execute(db).then(
        () => true,
        () => false
    );
