import { z } from 'zod';
import type { App } from '../lib/zodProvider.ts';

/**
 * What this server offers beyond the calls of spec §7, named in the X-Extensions header of every login and
 * refresh answer (server/auth/routes.ts), which the console reads; GET /v1/i/extensions answers the same list
 * for integrators. A provider with only the §7 calls sends no header, and the console then keeps to the spec's
 * screens and calls. Each later feature adds its name here when its routes are registered.
 */
export const extensions = [
    'paging',
    'audit-log',
    'staff-users',
    'advertisement-delete',
    'customer-writes',
    'points-ledger',
    'notifications',
    'dashboard',
    'csv-export',
    'logout',
    // Customers' personal data masked without `customers:personal` (server/customers/profile/personalData.ts).
    'personal-data',
] as const;

/** The response header of the session answers, and its value: the names joined by ', '. */
export const extensionsHeader = 'x-extensions';
export const extensionsHeaderValue = extensions.join(', ');

const answer = z.strictObject({ extensions: z.array(z.string()) });

export default async function extensionRoutes(app: App) {
    app.get(
        '/extensions',
        { config: { access: 'read' }, schema: { response: { 200: answer } } },
        async () => ({ extensions: [...extensions] })
    );
}
