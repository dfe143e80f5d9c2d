import fp from 'fastify-plugin';
import type { Kysely, Selectable, SqlBool } from 'kysely';
import type { AuditEntry } from '../../contract/index.ts';
import type { AuditLogTable, Database } from '../db/schema.ts';
import { isoTimestamp } from '../lib/isoTimestamp.ts';
import { column, type ListRules, readList } from '../repository/readList.ts';
import { type Actor, type AuditChange, changedFields } from './record.ts';
import { type RecordName, recordName } from './recordNamesRepository.ts';

/** What the trail can be narrowed to: who, which kind of record (and which one), what, and when. */
export interface AuditFilters {
    actor?: string;
    entityType?: string;
    entityId?: string;
    action?: string;
    from?: Date;
    to?: Date;
}

interface AuditQuery extends AuditFilters {
    page: number;
    perPage: number;
    order?: 'asc' | 'desc';
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
    await db.insertInto('auditLog').values(auditRow(actor, change)).execute();
}

/** The row of the trail that records `change` made by `actor`. */
export const auditRow = (actor: Actor, change: AuditChange) => ({
    actorId: Number(actor.staffId),
    actorUsername: actor.username,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    requestId: actor.requestId,
    changes: JSON.stringify(changedFields(change.before, change.after)),
});

/** The trail's filters, shared by the paged list and its CSV export. */
export function filterEntries(db: Kysely<Database>, query: AuditFilters) {
    let filtered = db.selectFrom('auditLog').selectAll();
    if (query.actor) {
        const actor = query.actor;
        filtered = /^\d{1,9}$/.test(actor)
            ? filtered.where('actorId', '=', Number(actor))
            : filtered.where(eb => eb(eb.fn('lower', ['actorUsername']), '=', actor.toLowerCase()));
    }
    if (query.entityType) filtered = filtered.where('entityType', '=', query.entityType);
    if (query.entityId) filtered = filtered.where('entityId', '=', query.entityId);
    if (query.action) filtered = filtered.where('action', '=', query.action);
    if (query.from) filtered = filtered.where('at', '>=', query.from);
    if (query.to) filtered = filtered.where('at', '<', query.to);
    return filtered;
}

type EntryRow = Selectable<AuditLogTable> & { recordDeleted: SqlBool; record?: RecordName | null };

export const toAuditEntry = (row: EntryRow): AuditEntry => ({
    id: String(row.id),
    at: isoTimestamp(row.at),
    actorId: String(row.actorId),
    actorUsername: row.actorUsername,
    action: row.action as AuditEntry['action'],
    entityType: row.entityType,
    entityId: row.entityId,
    requestId: row.requestId,
    changes: row.changes,
    recordDeleted: Boolean(row.recordDeleted),
    ...(row.record === undefined ? {} : { record: row.record }),
});

/** The trail in its own order: newest first, by id (the order entries were committed in). */
const listRules: ListRules = { sortBy: { id: column('auditLog.id') } };

function auditRepository(db: Kysely<Database>) {
    return {
        /** Newest first; `actor` is a staff user id or a username (any case). */
        async list(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
            const filtered = filterEntries(db, query);
            const page = {
                paged: true,
                page: query.page,
                perPage: query.perPage,
                order: query.order ?? 'desc',
            } as const;
            // Every delete is in the trail, so a 'delete' entry for the same record says it is gone (by index).
            const withFate = filtered.select(eb => [
                eb
                    .exists(
                        eb
                            .selectFrom('auditLog as gone')
                            .select('gone.id')
                            .whereRef('gone.entityType', '=', 'auditLog.entityType')
                            .whereRef('gone.entityId', '=', 'auditLog.entityId')
                            .where('gone.action', '=', 'delete')
                    )
                    .as('recordDeleted'),
                recordName.as('record'),
            ]);
            const list = await readList(withFate, page, listRules);
            return { entries: list.rows.map(toAuditEntry), total: list.total ?? 0 };
        },

        /** An export of a list, with the filters it was taken with (recorded as its 'after'). */
        recordExport: (actor: Actor, list: string, filters: Record<string, unknown>) =>
            recordAudit(db, actor, {
                action: 'export',
                entityType: 'export',
                entityId: list,
                before: null,
                after: Object.fromEntries(
                    Object.entries(filters).filter(([, value]) => value !== undefined)
                ),
            }),
    };
}

export default fp(
    async app => {
        app.decorate('auditRepository', auditRepository(app.db));
    },
    { name: 'audit-log-repository', dependencies: ['db'] }
);
