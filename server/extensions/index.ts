import type { Area } from '../lib/area.ts';
import extensionRoutes from './routes.ts';

/** Which extensions beyond spec §7 this server offers, for the console to discover. Registered last. */
export const extensions: Area = {
    name: 'extensions',
    routes: async v1 => {
        await v1.register(extensionRoutes);
    },
};

// What other areas use.
export { extensionsHeader, extensionsHeaderValue } from './routes.ts';
