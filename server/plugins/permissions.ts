import type { FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from '../../contract/permissions.ts';
import type { Actor } from '../audit/index.ts';
import { HttpError } from '../lib/httpError.ts';

declare module 'fastify' {
    interface FastifyContextConfig {
        /** Who may call the route: `public`, `read` (any signed-in staff member) or a permission. */
        access?: RouteAccess;
        /** Reachable by a staff member who must change their password first (that change itself). */
        beforePasswordChange?: true;
    }
    interface FastifyInstance {
        /** Every route of the app with the access it declared (read by the route-permission test). */
        routeAccess(): { method: string; url: string; access: RouteAccess | undefined }[];
    }
}

/**
 * The one permission seam: every route states its access in its options (`config: { access }`), and one
 * onRequest hook checks it against the signed-in staff member. A route that states nothing makes the app fail
 * to start; the check runs when the app is ready, after every onRoute hook (a plugin may declare the access of
 * routes it did not write, as the console's static files do).
 */
/** A staff member whose password others know (a demo account) chooses their own before anything else. */
export const passwordChangeRequired = 'Please change your password before going on';

export default fp(
    async app => {
        const routes: { method: HTTPMethods | HTTPMethods[]; url: string; config?: object }[] = [];
        app.addHook('onRoute', route => {
            routes.push(route);
        });
        const accessOf = (route: (typeof routes)[number]) =>
            (route.config as { access?: RouteAccess } | undefined)?.access;
        app.decorate('routeAccess', () =>
            routes.map(route => ({
                method: [route.method].flat().join(','),
                url: route.url,
                access: accessOf(route),
            }))
        );
        app.addHook('onReady', async () => {
            const undeclared = routes.filter(route => !accessOf(route));
            if (undeclared.length > 0) {
                const names = undeclared.map(route => `${route.method} ${route.url}`).join(', ');
                throw new Error(`Routes without a declared access (config.access): ${names}`);
            }
        });

        app.addHook('onRequest', async request => {
            const access = request.routeOptions.config.access;
            // Unmatched URLs reach the not-found handler, which has no access and answers 404 to everyone.
            if (!access || access === 'public') return;
            await app.authenticate(request);
            const { beforePasswordChange } = request.routeOptions.config;
            if (request.staff?.mustChangePassword && !beforePasswordChange) {
                throw new HttpError(403, passwordChangeRequired);
            }
            if (access === 'read') return;
            // The flags saved on the staff member (spec §3 'User'), as the database has them now; not their role.
            if (!request.staff?.permissions.includes(access)) {
                throw new HttpError(403, 'You do not have permission to do this');
            }
        });
    },
    { name: 'permissions', dependencies: ['auth'] }
);

/** The signed-in staff member behind a write, for its audit entry. */
export function actorOf(request: FastifyRequest): Actor {
    if (!request.staff) throw new HttpError(401, 'Authentication required');
    return { staffId: request.staff.id, username: request.staff.username, requestId: request.id };
}
