import type { Area } from '../lib/area.ts';
import historyExportRoutes from './historyRoutes.ts';
import csvExports from './plugin.ts';
import exportRoutes from './routes.ts';

/** Every list taken out as CSV, streamed, each export recorded in the audit trail. */
export const exports: Area = {
    name: 'exports',
    services: async (app, { config }) => {
        await app.register(csvExports, { cursor: Boolean(config.databaseUrl) });
    },
    routes: async v1 => {
        await v1.register(exportRoutes);
        await v1.register(historyExportRoutes);
    },
};
