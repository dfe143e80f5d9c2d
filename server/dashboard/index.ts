import type { Area } from '../lib/area.ts';
import dashboardRepository from './repository.ts';
import dashboardRoutes from './routes.ts';

/** The dashboard's figures. */
export const dashboard: Area = {
    name: 'dashboard',
    services: async app => {
        await app.register(dashboardRepository);
    },
    routes: async v1 => {
        await v1.register(dashboardRoutes);
    },
};
