import { z } from 'zod';
import { programmeSettingsSchema } from '../../contract/index.ts';
import { accessTokenLifetimeSeconds } from '../auth/index.ts';
import type { ThrottleLimits } from '../lib/throttle.ts';
import type { App } from '../lib/zodProvider.ts';
import { ownPasswordLimits } from '../staffUsers/index.ts';

export interface SettingsRouteOptions {
    refreshGraceSeconds: number;
    sessionCacheSeconds: number;
    loginLimits: ThrottleLimits;
    deeplinkHosts: readonly string[];
}

const answer = z.strictObject({ settings: programmeSettingsSchema });
const windowSeconds = (windowMs: number) => Math.round(windowMs / 1000);

/**
 * GET /v1/i/settings: the figures this server runs with. Manage Settings, not just a session: they describe
 * how sessions and the login throttle behave, which only those who look after the programme need to know.
 */
export default async function settingsRoutes(app: App, options: SettingsRouteOptions) {
    const { loginLimits } = options;
    const login = (attempts: number) => ({
        attempts,
        windowSeconds: windowSeconds(loginLimits.windowMs),
    });
    const settings = {
        refreshGraceSeconds: options.refreshGraceSeconds,
        accessTokenLifetimeSeconds,
        sessionCacheSeconds: options.sessionCacheSeconds,
        loginThrottle: {
            perPair: login(loginLimits.perPair),
            perUsername: login(loginLimits.perUsername),
            perAddress: login(loginLimits.perAddress),
        },
        ownPasswordThrottle: {
            attempts: ownPasswordLimits.attempts,
            windowSeconds: windowSeconds(ownPasswordLimits.windowMs),
        },
        deeplinkHosts: [...options.deeplinkHosts],
    };
    app.get(
        '/settings',
        { config: { access: 'settings:write' }, schema: { response: { 200: answer } } },
        async () => ({ settings })
    );
}
