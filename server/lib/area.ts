import type { AppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import type { ThrottleLimits } from './throttle.ts';
import type { App } from './zodProvider.ts';

/** What every area is given when the app is built: the configuration and the settings derived from it once. */
export interface AreaContext {
    config: Config;
    /** buildApp's options as given (tests shorten limits, costs and retries). */
    options: AppOptions;
    deeplinkHosts: readonly string[];
    passwordCost: number;
    loginLimits: ThrottleLimits;
}

/**
 * A capability of the API, registered by app.ts as a whole. `services` adds what its routes and other areas
 * use (repositories, indexes, workers) to the app before any route; `routes` adds its routes under /v1/i.
 * What other areas may import from it is what its index.ts exports, and nothing deeper
 * (tests/server/platform/codePlacement.test.ts).
 */
export interface Area {
    name: string;
    services?: (app: App, context: AreaContext) => Promise<void>;
    routes?: (v1: App, context: AreaContext) => Promise<void>;
}
