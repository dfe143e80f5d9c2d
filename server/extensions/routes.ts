import { z } from 'zod';
import type { App } from '../lib/zodProvider.ts';

/**
 * What this server offers beyond the calls of spec §7. The console asks once after sign-in; a provider with
 * only the §7 calls answers 404, and the console then keeps to the spec's screens. Each later feature adds its
 * name here when its routes are registered.
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
] as const;

const answer = z.strictObject({ extensions: z.array(z.string()) });

export default async function extensionRoutes(app: App) {
    app.get(
        '/extensions',
        { config: { access: 'read' }, schema: { response: { 200: answer } } },
        async () => ({ extensions: [...extensions] })
    );
}
