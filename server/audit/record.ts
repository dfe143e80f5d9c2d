import type { AuditAction } from '../../contract/index.ts';
import type { AuditChanges } from '../db/schema.ts';

/** Who made a write: the signed-in staff member and the request that carried it. */
export interface Actor {
    staffId: string;
    username: string;
    requestId: string;
}

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
