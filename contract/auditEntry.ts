import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const auditActions = ['create', 'update', 'delete', 'assign', 'remove', 'export'] as const;

/** One staff write as GET /v1/i/audit-log answers it: who, what, which record, when, and what changed. */
export const auditEntrySchema = z.strictObject({
    id: z.string(),
    at: isoDateTime,
    actorId: z.string(),
    actorUsername: z.string(),
    action: z.enum(auditActions),
    entityType: z.string(),
    entityId: z.string(),
    requestId: z.string(),
    /**
     * The record as it reads now, looked up when the trail is read: its name (a voucher's or staff member's name,
     * a campaign's or notification's title, a customer's name), a customer's or staff member's login ID, and for
     * a customer voucher or points entry the customer it belongs to. An anonymised customer has no name. Null
     * when the record no longer exists or has no name (an export).
     */
    record: z
        .strictObject({
            name: z.string().nullable().optional(),
            loginId: z.string().nullable().optional(),
            customer: z.string().nullable().optional(),
            anonymised: z.boolean().optional(),
        })
        .nullable()
        .optional(),
    /** The record was deleted later (a 'delete' entry names it): the console shows it without a link. */
    recordDeleted: z.boolean(),
    /** Changed fields with their values before and after (null before a create, after a delete). */
    changes: z.record(z.string(), z.strictObject({ before: z.unknown(), after: z.unknown() })),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditAction = AuditEntry['action'];
