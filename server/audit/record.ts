import type { Kysely } from 'kysely';
import type { AuditChanges, Database } from '../db/schema.ts';

/** Who made a write: the signed-in staff member and the request that carried it. */
export interface Actor {
    staffId: string;
    username: string;
    requestId: string;
}

export type { AuditAction } from '../../contract/index.ts';

import type { AuditAction } from '../../contract/index.ts';

/** One staff write: the record it touched and that record's fields before and after (null when absent). */
export interface AuditChange {
    action: AuditAction;
    entityType: string;
    entityId: string | number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
}

// Whatever a caller passes, these never reach the trail.
const secretFields = new Set(['password', 'passwordHash', 'token', 'refreshToken', 'tokenHash']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ, each with its value before and after. */
export function changedFields(
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null
): AuditChanges {
    const changes: AuditChanges = {};
    const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
    for (const field of fields) {
        if (secretFields.has(field)) continue;
        const was = before ? (before[field] ?? null) : null;
        const is = after ? (after[field] ?? null) : null;
        if (!same(was, is)) changes[field] = { before: was, after: is };
    }
    return changes;
}

/**
 * Appends one entry to the trail. Call it with the transaction of the write it records: if the entry cannot be
 * written the write is rolled back with it, so the trail never misses a change that happened.
 */
export async function recordAudit(
    db: Kysely<Database>,
    actor: Actor,
    change: AuditChange
): Promise<void> {
    await db
        .insertInto('auditLog')
        .values({
            actorId: Number(actor.staffId),
            actorUsername: actor.username,
            action: change.action,
            entityType: change.entityType,
            entityId: String(change.entityId),
            requestId: actor.requestId,
            changes: JSON.stringify(changedFields(change.before, change.after)),
        })
        .execute();
}
