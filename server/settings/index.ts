import type { Area } from '../lib/area.ts';
import settingsRoutes from './routes.ts';

/** The Setting screen's reads: the limits and periods this server applies. */
export const settings: Area = {
    name: 'settings',
    routes: async (v1, { config, loginLimits, deeplinkHosts }) => {
        await v1.register(settingsRoutes, {
            refreshGraceSeconds: config.refreshGraceSeconds ?? 30,
            sessionCacheSeconds: config.sessionCacheSeconds ?? 5,
            loginLimits,
            deeplinkHosts,
        });
    },
};
