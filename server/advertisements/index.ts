import type { Area } from '../lib/area.ts';
import advertisementRepository from './repository.ts';
import advertisementRoutes from './routes.ts';

/** Campaign banners with their schedule and deeplink. */
export const advertisements: Area = {
    name: 'advertisements',
    services: async app => {
        await app.register(advertisementRepository);
    },
    routes: async (v1, { deeplinkHosts }) => {
        await v1.register(advertisementRoutes, { deeplinkHosts });
    },
};

// What other areas use.
export { readAdvertisementForm } from './form.ts';
