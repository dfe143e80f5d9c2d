import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../contract/index.ts';
import { column, type ListRules, readList } from '../db/readList.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, type AuditChange, changedFields } from './record.ts';

interface AuditQuery {
    page: number;
    perPage: number;
    actor?: string;
    entityType?: string;
    entityId?: string;
    action?: string;
    from?: Date;
    to?: Date;
}

declare module 'fastify' {
    interface FastifyInstance {
        auditRepository: ReturnType<typeof auditRepository>;
    }
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

/** The trail in its own order: newest first, by id (the order entries were committed in). */
const listRules: ListRules = { sortBy: { id: column('auditLog.id') } };

function auditRepository(db: Kysely<Database>) {
    return {
        /** Newest first; `actor` is a staff user id or a username (any case). */
        async list(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
            let filtered = db.selectFrom('auditLog').selectAll();
            if (query.actor) {
                const actor = query.actor;
                filtered = /^\d{1,9}$/.test(actor)
                    ? filtered.where('actorId', '=', Number(actor))
                    : filtered.where(eb =>
                          eb(eb.fn('lower', ['actorUsername']), '=', actor.toLowerCase())
                      );
            }
            if (query.entityType) filtered = filtered.where('entityType', '=', query.entityType);
            if (query.entityId) filtered = filtered.where('entityId', '=', query.entityId);
            if (query.action) filtered = filtered.where('action', '=', query.action);
            if (query.from) filtered = filtered.where('at', '>=', query.from);
            if (query.to) filtered = filtered.where('at', '<', query.to);
            const page = {
                paged: true,
                page: query.page,
                perPage: query.perPage,
                order: 'desc',
            } as const;
            const list = await readList(filtered, page, listRules);
            const entries = list.rows.map(row => ({
                id: String(row.id),
                at: new Date(row.at).toISOString(),
                actorId: String(row.actorId),
                actorUsername: row.actorUsername,
                action: row.action as AuditEntry['action'],
                entityType: row.entityType,
                entityId: row.entityId,
                requestId: row.requestId,
                changes: row.changes,
            }));
            return { entries, total: list.total ?? 0 };
        },
    };
}

export default fp(
    async app => {
        app.decorate('auditRepository', auditRepository(app.db));
    },
    { name: 'audit-log-repository', dependencies: ['db'] }
);
