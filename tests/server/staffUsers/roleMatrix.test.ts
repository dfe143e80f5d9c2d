import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    defaultPermissions,
    type Permission,
    type RouteAccess,
} from '../../../contract/permissions.ts';
import { type StaffRole, staffRoles } from '../../../contract/staffUser.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// Every route against every role, generated from the access each route declares and the flags each role gets by
// default: a route is refused (403) exactly when it needs a flag the role lacks. Only the seam's decision is
// checked, so the requests are minimal (a made-up id, no body): whatever comes past the seam may answer 400 or
// 404, never 403.

const madeUpId = '999999';
const urlOf = (route: string) => route.replace(/:[A-Za-z]+/g, madeUpId);
const refused = (access: RouteAccess, role: StaffRole) =>
    access !== 'read' && !defaultPermissions(role).includes(access as Permission);

describe('the role matrix', () => {
    let test: TestApp;
    const tokens = new Map<StaffRole, string>();
    const idOf = (role: StaffRole) => String(100 + staffRoles.indexOf(role));
    beforeAll(async () => {
        test = await createTestApp('pglite');
        for (const role of staffRoles) tokens.set(role, await test.tokenFor(role, idOf(role)));
    });
    afterAll(() => test?.close());

    /** Signed-in routes, one per method and URL (HEAD answers as its GET does). */
    const signedInRoutes = () =>
        test.app
            .routeAccess()
            .filter(route => route.access !== 'public' && route.method !== 'HEAD')
            .map(route => ({ ...route, access: route.access as RouteAccess }));

    it('covers every signed-in route', () => {
        const routes = signedInRoutes();
        expect(routes.length).toBeGreaterThan(20);
        // An Analyst writes nothing; an Admin is refused nothing.
        expect(routes.filter(route => refused(route.access, 'analyst'))).toEqual(
            routes.filter(route => route.access !== 'read')
        );
        expect(routes.filter(route => refused(route.access, 'admin'))).toEqual([]);
        // An Advertiser writes advertisements and nothing else.
        const advertiserWrites = routes.filter(
            route => route.access !== 'read' && !refused(route.access, 'advertiser')
        );
        expect(advertiserWrites.length).toBeGreaterThan(0);
        expect(advertiserWrites.every(route => route.url.startsWith('/v1/i/advertisement'))).toBe(
            true
        );
    });

    it.each(staffRoles)('answers a %s 403 exactly where their flags do not reach', async role => {
        const decisions = [];
        for (const route of signedInRoutes()) {
            const response = await test.app.inject({
                method: route.method as 'GET',
                url: urlOf(route.url),
                headers: { authorization: `Bearer ${tokens.get(role)}` },
            });
            expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(401);
            decisions.push({
                route: `${route.method} ${route.url}`,
                refused: response.statusCode === 403,
            });
        }
        expect(decisions).toEqual(
            signedInRoutes().map(route => ({
                route: `${route.method} ${route.url}`,
                refused: refused(route.access, role),
            }))
        );
    });

    it('enforces the flags saved on the staff member, not those of their role', async () => {
        await test.app.db
            .updateTable('staffUsers')
            .set({ permissions: ['vouchers:write'] })
            .where('id', 'in', [idOf('advertiser'), idOf('analyst')].map(Number))
            .execute();
        // New sessions, so that no session cache holds the flags from before.
        const now = async (role: StaffRole) =>
            `Bearer ${await test.app.signAccessToken({ id: idOf(role), username: role, role })}`;
        const call = async (method: 'DELETE' | 'PATCH', url: string, role: StaffRole) =>
            (await test.app.inject({ method, url, headers: { authorization: await now(role) } }))
                .statusCode;
        expect(await call('DELETE', `/v1/i/vouchers/${madeUpId}`, 'analyst')).toBe(404);
        expect(await call('DELETE', `/v1/i/vouchers/${madeUpId}`, 'advertiser')).toBe(404);
        expect(await call('PATCH', '/v1/i/advertisement', 'advertiser')).toBe(403);
    });
});
