import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ResourceRoutes } from '../../src/lib/resourceTypes';
import type { SweepRecords } from './records';

// The screens to sweep, read from the resources' own route tables (src/resources/*/index.ts, the declarations
// the registry collects), so that a new screen is swept without touching the sweep; plus the dashboard. A screen
// whose path needs an id opens the sweep's record of that resource (records.ts).

export interface Screen {
    /** e.g. 'vouchers.edit' */
    name: string;
    resource: string;
    screen: string;
    template: string;
}

const folder = path.resolve(import.meta.dirname, '../../src/resources');

const declared = async () => {
    const folders = readdirSync(folder, { withFileTypes: true }).filter(entry =>
        entry.isDirectory()
    );
    const tables = await Promise.all(
        folders.map(async entry => {
            const module = (await import(path.join(folder, entry.name, 'index.ts'))) as {
                default: ResourceRoutes;
            };
            return module.default;
        })
    );
    return tables.flatMap(({ name, routes }) =>
        Object.entries(routes).map(([screen, route]) => ({
            name: `${name}.${screen}`,
            resource: name,
            screen,
            template: route.path,
        }))
    );
};

/**
 * SWEEP_ONLY (a regular expression on the screens' names and on 'create <what>') narrows the sweep while
 * working on one screen.
 */
export const only = new RegExp(process.env.SWEEP_ONLY ?? '');

export const SCREENS: Screen[] = [
    { name: 'dashboard', resource: 'dashboard', screen: 'dashboard', template: '/' },
    ...(await declared()),
].filter(screen => only.test(screen.name));

/** The screen's path with the sweep's record put in; throws for a resource the sweep has none of. */
export const pathOf = (screen: Screen, records: SweepRecords) => {
    if (!screen.template.includes(':id')) return screen.template;
    const id = records.ids[screen.resource];
    if (!id) throw new Error(`The sweep has no ${screen.resource} record for ${screen.template}`);
    return screen.template.replace(':id', id);
};
