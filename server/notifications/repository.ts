import fp from 'fastify-plugin';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Notification, NotificationStatus } from '../../contract/index.ts';
import type { Actor } from '../audit/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, invalidInput } from '../lib/httpError.ts';
import { containsPattern } from '../lib/paging.ts';
import { audited, type NotificationRow, toNotification } from './answer.ts';
import { type NotificationJobs, queues } from './jobs.ts';
import { estimateTotal } from './repository/audience.ts';
import { checkTimes, checkTransition, type Transition } from './rules.ts';

declare module 'fastify' {
    interface FastifyInstance {
        notificationsRepository: ReturnType<typeof notificationsRepository>;
    }
}

/** The stored fields a create or an edit sets. */
export interface NotificationValues {
    title: string;
    message: string;
    type: string;
    priority: string;
    deeplink: string | null;
    expiresAt: Date | null;
    recipients: string;
    customerIds: number[];
    channels: string[];
}

export interface NotificationQuery {
    page: number;
    perPage: number;
    status?: NotificationStatus;
    search?: string;
}

const find = (db: Kysely<Database>, id: string, forUpdate = false) => {
    const query = db.selectFrom('notifications').selectAll().where('id', '=', id);
    return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/** Rows as the API answers them, with their channels' counters (one query for a whole page). */
export async function answerRows(db: Kysely<Database>, rows: NotificationRow[]) {
    const ids = rows.map(row => row.id);
    const figures = ids.length
        ? await db
              .selectFrom('notificationFigures')
              .selectAll()
              .where('notificationId', 'in', ids)
              .execute()
        : [];
    return rows.map(row =>
        toNotification(
            row,
            figures.filter(figure => String(figure.notificationId) === String(row.id))
        )
    );
}

/** The notifications of a tab and a search, unordered: the list's page and its CSV export read it. */
export function filterNotifications(
    db: Kysely<Database>,
    query: Pick<NotificationQuery, 'status' | 'search'>
) {
    let filtered = db.selectFrom('notifications');
    if (query.status) filtered = filtered.where('status', '=', query.status);
    if (query.search) {
        const pattern = containsPattern(query.search);
        filtered = filtered.where(sql<SqlBool>`lower(title || ' ' || message) like ${pattern}`);
    }
    return filtered;
}

const entity = (id: string) => ({ entityType: 'notification', entityId: id });

function notificationsRepository(db: Kysely<Database>, jobs: NotificationJobs) {
    /** One change under the row's lock: checked against the state machine, audited, answered after. */
    const change = (
        id: string,
        transition: Transition,
        actor: Actor,
        write: (trx: Kysely<Database>, current: NotificationRow) => Promise<void>
    ) =>
        jobs.boss().then(() =>
            db.transaction().execute(async trx => {
                const current = await find(trx, id, true);
                if (!current) return undefined;
                checkTransition(current.status, transition);
                const [before] = await answerRows(trx, [current]);
                await write(trx, current);
                if (transition === 'delete') {
                    await recordAudit(trx, actor, {
                        action: 'delete',
                        ...entity(id),
                        before: audited(before as Notification),
                        after: null,
                    });
                    return before;
                }
                const [after] = await answerRows(trx, [(await find(trx, id)) as NotificationRow]);
                await recordAudit(trx, actor, {
                    action: 'update',
                    ...entity(id),
                    before: audited(before as Notification),
                    after: audited(after as Notification),
                });
                return after;
            })
        );

    /** Marks the row sent and queues its fan-out, in the caller's transaction. */
    const markSent = async (trx: Kysely<Database>, current: NotificationRow, actor: Actor) => {
        if (current.expiresAt && new Date(current.expiresAt) <= new Date()) {
            throw new HttpError(409, 'This notification has expired');
        }
        await trx
            .updateTable('notifications')
            .set({
                status: 'sent',
                startedAt: sql`now()`,
                updatedAt: sql`now()`,
                queuedBy: Number(actor.staffId),
                queuedByUsername: actor.username,
                progressTotal: await estimateTotal(trx, current),
                fanoutAfter: null,
            })
            .where('id', '=', current.id)
            .execute();
        await jobs.enqueue(trx, queues.fanout, { id: String(current.id) });
    };

    return {
        async list(query: NotificationQuery) {
            const filtered = filterNotifications(db, query);
            const rows = await filtered
                .selectAll()
                .orderBy('id', 'desc')
                .limit(query.perPage)
                .offset((query.page - 1) * query.perPage)
                .execute();
            const { total } = await filtered
                .select(eb => eb.fn.countAll<string>().as('total'))
                .executeTakeFirstOrThrow();
            const byStatus = await db
                .selectFrom('notifications')
                .select(['status', eb => eb.fn.countAll<string>().as('count')])
                .groupBy('status')
                .execute();
            const count = (status: string) =>
                Number(byStatus.find(row => row.status === status)?.count ?? 0);
            const counts = {
                sent: count('sent'),
                scheduled: count('scheduled'),
                draft: count('draft'),
            };
            return {
                notifications: await answerRows(db, rows),
                total: Number(total),
                counts: { all: counts.sent + counts.scheduled + counts.draft, ...counts },
            };
        },

        async find(id: string) {
            const row = await find(db, id);
            return row ? (await answerRows(db, [row]))[0] : undefined;
        },

        create: (values: NotificationValues, actor: Actor) =>
            db.transaction().execute(async trx => {
                const { id } = await trx
                    .insertInto('notifications')
                    .values(values)
                    .returning('id')
                    .executeTakeFirstOrThrow();
                const [after] = await answerRows(trx, [
                    (await find(trx, String(id))) as NotificationRow,
                ]);
                await recordAudit(trx, actor, {
                    action: 'create',
                    ...entity(String(id)),
                    before: null,
                    after: audited(after as Notification),
                });
                return after as Notification;
            }),

        /** `merge` turns the current row into the new values (and checks them); a scheduled one keeps its time. */
        update: (
            id: string,
            merge: (current: NotificationRow) => NotificationValues,
            actor: Actor
        ) =>
            change(id, 'edit', actor, async (trx, current) => {
                const values = merge(current);
                const due = current.scheduledAt && new Date(current.scheduledAt);
                if (due && values.expiresAt && values.expiresAt <= due) {
                    throw invalidInput({
                        expiresAt: 'Expiry date must be after the scheduled time',
                    });
                }
                await trx
                    .updateTable('notifications')
                    .set({ ...values, updatedAt: sql`now()` })
                    .where('id', '=', id)
                    .execute();
            }),

        remove: (id: string, actor: Actor) =>
            change(id, 'delete', actor, async trx => {
                await trx.deleteFrom('notifications').where('id', '=', id).execute();
            }),

        send: (id: string, actor: Actor) =>
            change(id, 'send', actor, (trx, current) => markSent(trx, current, actor)),

        /** A job due at the time; one left from an earlier schedule finds another time and does nothing. */
        schedule: (id: string, scheduledAt: Date, actor: Actor) =>
            change(id, 'schedule', actor, async (trx, current) => {
                checkTimes(scheduledAt, current.expiresAt && new Date(current.expiresAt));
                await trx
                    .updateTable('notifications')
                    .set({
                        status: 'scheduled',
                        scheduledAt,
                        queuedBy: Number(actor.staffId),
                        queuedByUsername: actor.username,
                        updatedAt: sql`now()`,
                    })
                    .where('id', '=', id)
                    .execute();
                await jobs.enqueue(
                    trx,
                    queues.due,
                    { id, scheduledAt: scheduledAt.toISOString() },
                    { startAfter: scheduledAt, retryLimit: 10, retryBackoff: true }
                );
            }),

        unschedule: (id: string, actor: Actor) =>
            change(id, 'unschedule', actor, async trx => {
                await trx
                    .updateTable('notifications')
                    .set({ status: 'draft', scheduledAt: null, updatedAt: sql`now()` })
                    .where('id', '=', id)
                    .execute();
            }),

        /**
         * Scheduled notifications without a live due job (seeded, or restored from a backup) get one again;
         * one whose time has passed while no worker ran goes out at once. A second instance doing the same at
         * the same moment only adds a job that finds the notification already sent.
         */
        async requeueSchedules() {
            const { rows } = await sql<{ id: string; scheduledAt: Date }>`
                SELECT n.id, n.scheduled_at FROM notifications n WHERE n.status = 'scheduled'
                AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = ${queues.due}
                    AND j.state < 'completed' AND j.data->>'id' = n.id::text)`.execute(db);
            if (rows.length > 0) await jobs.boss();
            for (const row of rows) {
                const scheduledAt = new Date(row.scheduledAt);
                await db
                    .transaction()
                    .execute(trx =>
                        jobs.enqueue(
                            trx,
                            queues.due,
                            { id: String(row.id), scheduledAt: scheduledAt.toISOString() },
                            { startAfter: scheduledAt, retryLimit: 10, retryBackoff: true }
                        )
                    );
            }
            return rows.length;
        },

        /**
         * The due job: a scheduled notification whose time has come goes out, recorded in the trail under the
         * staff member who scheduled it. False when the job is stale (unscheduled, rescheduled, sent, deleted).
         */
        release: async (id: string, scheduledAt: string, jobId: string) =>
            (await jobs.boss()) &&
            db.transaction().execute(async trx => {
                const current = await find(trx, id, true);
                const due = current?.scheduledAt && new Date(current.scheduledAt).toISOString();
                if (current?.status !== 'scheduled' || due !== scheduledAt) return false;
                const actor: Actor = {
                    staffId: String(current.queuedBy ?? 0),
                    username: current.queuedByUsername ?? 'scheduler',
                    requestId: `job:${jobId}`,
                };
                const [before] = await answerRows(trx, [current]);
                // Late (the servers were down past its expiry) it still goes out: inboxes hide expired messages
                // and the other channels skip them, so nothing stale reaches anyone.
                await markSent(trx, { ...current, expiresAt: null }, actor);
                const [after] = await answerRows(trx, [(await find(trx, id)) as NotificationRow]);
                await recordAudit(trx, actor, {
                    action: 'update',
                    ...entity(id),
                    before: audited(before as Notification),
                    after: audited(after as Notification),
                });
                return true;
            }),
    };
}

export default fp(
    async app => {
        app.decorate(
            'notificationsRepository',
            notificationsRepository(app.db, app.notificationJobs)
        );
    },
    { name: 'notifications-repository', dependencies: ['db', 'notification-jobs'] }
);
