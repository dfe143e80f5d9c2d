import type { AppResource } from '../lib/resourceTypes';
import activity from './activity';
import advertisements from './advertisements';
import customers, { customerProfiles, customerVouchers } from './customers';
import notifications from './notifications';
import settings from './settings';
import users from './users';
import vouchers from './vouchers';

// The console's resources, each declared once in its folder: App.tsx, the menu, the dataProvider and
// authProvider.canAccess read them from here (see docs/resources.md to add one).
export const RESOURCES: AppResource[] = [
    vouchers,
    advertisements,
    notifications,
    customers,
    users,
    settings,
    customerProfiles,
    customerVouchers,
    activity,
];

export const resourceNamed = (name: string) => RESOURCES.find(resource => resource.name === name);

/** The navigation entries of spec §2, in their order. */
export const MENU = RESOURCES.filter(resource => resource.menu).sort(
    (a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0)
);

/** Resolves the list screen at `pathname` (if it is one) so that the first render need not wait for it. */
export const preloadListView = async (pathname: string) => {
    const path = pathname.replace(/\/$/, '');
    const resource = RESOURCES.find(candidate => candidate.routes.list?.path === path);
    await resource?.views.list?.preload();
};
