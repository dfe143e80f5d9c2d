import type { Area } from '../lib/area.ts';
import notificationTracking from './plugin.ts';
import trackingRoutes from './routes.ts';

/**
 * The open pixel and click links of sent messages, answered under /v1/t (no staff session: customers follow
 * them). The links themselves are made by `notificationTracking`, which the notifications area registers
 * for its workers; these routes read its inbox, so this area comes after it.
 */
export const tracking: Area = {
    name: 'tracking',
    services: async (app, { deeplinkHosts }) => {
        await app.register(trackingRoutes, { prefix: '/v1/t', deeplinkHosts });
    },
};

export { notificationTracking };
