import type { Area } from '../lib/area.ts';
import auditRepository from './repository.ts';
import auditRoutes from './routes.ts';

/** Who changed what: the audit trail every staff write records, and the Activity screen's reads. */
export const audit: Area = {
    name: 'audit',
    services: async app => {
        await app.register(auditRepository);
    },
    routes: async v1 => {
        await v1.register(auditRoutes);
    },
};

// What other areas use.
export { auditExportQuery } from './query.ts';
export type { Actor } from './record.ts';
export { type AuditFilters, auditRow, filterEntries, recordAudit } from './repository.ts';
export { date, whole } from './routes.ts';
