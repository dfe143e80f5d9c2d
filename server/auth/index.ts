import type { Area } from '../lib/area.ts';
import auth from '../plugins/auth.ts';
import accessChanges from './accessChanges.ts';
import authPurge from './purge.ts';
import authRepository from './repository.ts';
import authRoutes from './routes.ts';

/**
 * Sign-in, sessions and their refresh, and access changes that bite at the next request. Its services come
 * before every other area's and before the permission check, which reads the session they set up.
 */
export const authentication: Area = {
    name: 'auth',
    services: async (app, { config }) => {
        const sessionCacheSeconds = config.sessionCacheSeconds ?? 5;
        await app.register(authRepository);
        await app.register(authPurge);
        await app.register(auth, { jwtSecret: config.jwtSecret, sessionCacheSeconds });
        await app.register(accessChanges, { databaseUrl: config.databaseUrl, sessionCacheSeconds });
    },
    routes: async (v1, { config, loginLimits, passwordCost }) => {
        await v1.register(authRoutes, {
            loginLimits,
            passwordCost,
            refreshGraceSeconds: config.refreshGraceSeconds ?? 30,
        });
    },
};

// What other areas use.
export type { AccessChanges } from './accessChanges.ts';
export { accessTokenLifetimeSeconds, rememberingVerifier, signAccessToken } from './accessToken.ts';
export { createSessionCache } from './sessionCache.ts';
export { default as transportSecurity } from './transportSecurity.ts';
