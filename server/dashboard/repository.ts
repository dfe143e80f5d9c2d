import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Dashboard } from '../../contract/index.ts';
import type { Database } from '../db/schema.ts';
import { isoTimestamp } from '../lib/isoTimestamp.ts';
import { isoOrNull } from '../lib/values.ts';
import { voucherStatus } from '../vouchers/index.ts';

declare module 'fastify' {
    interface FastifyInstance {
        dashboardRepository: ReturnType<typeof dashboardRepository>;
    }
}

const weeksShown = 12;
const soonDays = 14;
const listed = 5;

/** Every query reads a counter table, a handful of rows or an index range: none grows with the customers. */
function dashboardRepository(db: Kysely<Database>, hasNotifications: boolean) {
    const vouchers = () =>
        db
            .selectFrom('vouchers')
            .select(eb => [
                eb.fn
                    .countAll<string>()
                    .filterWhere(sql`${voucherStatus}`, '=', 'active')
                    .as('active'),
                eb.fn.coalesce(eb.fn.sum<string>('issuedCount'), sql<string>`0`).as('copiesIssued'),
            ])
            .executeTakeFirstOrThrow();

    const last30Days = () =>
        db
            .selectNoFrom(eb => [
                eb
                    .selectFrom('customerVouchers')
                    .select(eb.fn.countAll<string>().as('n'))
                    .where('redeemedAt', '>=', sql<Date>`now() - interval '30 days'`)
                    .as('assigned'),
                eb
                    .selectFrom('customerVouchers')
                    .select(eb.fn.countAll<string>().as('n'))
                    .where('usedAt', '>=', sql<Date>`now() - interval '30 days'`)
                    .as('redeemed'),
            ])
            .executeTakeFirstOrThrow();

    // generate_series gives every week, so a quiet week shows as zero rather than a gap in the chart.
    const pointsByWeek = () =>
        sql<{ week: string; issued: string; spent: string }>`
            WITH weeks AS (
                SELECT points_week(now()) - k * 7 AS week FROM generate_series(0, ${weeksShown - 1}::int) AS k
            )
            SELECT to_char(w.week, 'YYYY-MM-DD') AS week, coalesce(p.issued, 0) AS issued, coalesce(p.spent, 0) AS spent
            FROM weeks w LEFT JOIN points_weeks p ON p.week = w.week
            ORDER BY w.week`.execute(db);

    const campaigns = (running: boolean) => {
        const base = db
            .selectFrom('advertisements')
            .select(['id', 'title', 'startDateTime', 'endDateTime'])
            .where('isActive', '=', true);
        return running
            ? base
                  .where('startDateTime', '<=', sql<Date>`now()`)
                  .where(eb =>
                      eb.or([
                          eb('endDateTime', 'is', null),
                          eb('endDateTime', '>', sql<Date>`now()`),
                      ])
                  )
            : base
                  .where('startDateTime', '>', sql<Date>`now()`)
                  .where(
                      'startDateTime',
                      '<=',
                      sql<Date>`now() + make_interval(days => ${soonDays})`
                  );
    };

    // The notifications table belongs to the notifications extension; a server without it omits the tile.
    const scheduledNotifications = () =>
        sql<{ id: number; title: string; scheduledAt: Date }>`
            SELECT id, title, scheduled_at FROM notifications
            WHERE status = 'scheduled' AND scheduled_at >= now()
            ORDER BY scheduled_at LIMIT ${listed}`.execute(db);

    return {
        async read(): Promise<Dashboard> {
            const [
                voucherRow,
                recent,
                weeks,
                statuses,
                running,
                runningCount,
                soon,
                notifications,
            ] = await Promise.all([
                vouchers(),
                last30Days(),
                pointsByWeek(),
                db
                    .selectFrom('customerCounts')
                    .select(['status', 'total'])
                    .orderBy('status')
                    .execute(),
                campaigns(true).orderBy('startDateTime', 'desc').limit(listed).execute(),
                campaigns(true)
                    .clearSelect()
                    .select(eb => eb.fn.countAll<string>().as('n'))
                    .executeTakeFirstOrThrow(),
                campaigns(false).orderBy('startDateTime').limit(listed).execute(),
                hasNotifications ? scheduledNotifications() : undefined,
            ]);
            const toCampaign = (row: (typeof running)[number]) => ({
                id: String(row.id),
                title: row.title,
                startDateTime: isoTimestamp(row.startDateTime),
                endDateTime: isoOrNull(row.endDateTime),
            });
            return {
                vouchers: {
                    active: Number(voucherRow.active),
                    copiesIssued: Number(voucherRow.copiesIssued),
                },
                last30Days: {
                    assigned: Number(recent.assigned ?? 0),
                    redeemed: Number(recent.redeemed ?? 0),
                },
                pointsByWeek: weeks.rows.map(row => ({
                    week: row.week,
                    issued: Number(row.issued),
                    spent: Number(row.spent),
                })),
                customersByStatus: statuses.map(row => ({
                    status: row.status,
                    total: Number(row.total),
                })),
                campaigns: {
                    runningCount: Number(runningCount.n),
                    running: running.map(toCampaign),
                    startingSoon: soon.map(toCampaign),
                },
                ...(notifications && {
                    notifications: {
                        scheduled: notifications.rows.map(row => ({
                            id: String(row.id),
                            title: row.title,
                            scheduledAt: isoTimestamp(row.scheduledAt),
                        })),
                    },
                }),
            };
        },
    };
}

/** True when the notifications extension's table, with the columns the tile reads, exists. */
async function notificationsTableExists(db: Kysely<Database>): Promise<boolean> {
    const found = await sql<{ n: string }>`
        SELECT count(*) AS n FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'notifications'
            AND column_name IN ('id', 'title', 'status', 'scheduled_at')`.execute(db);
    return Number(found.rows[0]?.n) === 4;
}

export default fp(
    async app => {
        // Tables come only from migrations, which run at start: one look is enough.
        const hasNotifications = await notificationsTableExists(app.db);
        app.decorate('dashboardRepository', dashboardRepository(app.db, hasNotifications));
    },
    { name: 'dashboard-repository', dependencies: ['db'] }
);
