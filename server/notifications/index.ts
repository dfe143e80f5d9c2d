import type { Area } from '../lib/area.ts';
import { notificationTracking } from '../tracking/index.ts';
import notificationInbox from './inboxRepository.ts';
import inboxRoutes from './inboxRoutes.ts';
import notificationJobs from './jobs.ts';
import notificationRepository from './repository.ts';
import notificationRoutes from './routes.ts';
import notificationWorkers from './worker.ts';

/** Messages to customers and staff: drafts, schedules, the job queue and its workers, the inboxes. */
export const notifications: Area = {
    name: 'notifications',
    services: async (app, { config, options }) => {
        const workers = config.notificationWorkers ?? true;
        await app.register(notificationJobs, {
            databaseUrl: config.databaseUrl,
            supervise: workers,
        });
        await app.register(notificationRepository);
        await app.register(notificationInbox);
        await app.register(notificationTracking, {
            publicUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
        });
        // The workers start once the app is ready; NOTIFICATION_WORKERS=false leaves them to other instances.
        if (workers) await app.register(notificationWorkers, { ...options.notifications, config });
    },
    routes: async (v1, { deeplinkHosts }) => {
        await v1.register(notificationRoutes, { deeplinkHosts });
        await v1.register(inboxRoutes);
    },
};

// What other areas use.
export type { NotificationRow } from './answer.ts';
export type { TrackingLinks } from './channels.ts';
export { filterNotifications, type NotificationQuery } from './repository.ts';
export { notificationListQuery } from './routes.ts';
export type { WorkerOptions } from './worker.ts';
