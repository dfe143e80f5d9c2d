import type { AppResource } from '../lib/resourceTypes';

/** An entry's link: its list (none for the spec's Setting placeholder, which has no screen). */
export const sectionPath = (resource: AppResource) => resource.routes.list?.path;

/** Whether `pathname` is inside the entry: its list or any of its screens (/voucher/7 is in vouchers). */
export const isInSection = (resource: AppResource, pathname: string) =>
    Object.values(resource.routes).some(({ path }) => {
        const root = `/${path.split('/')[1]}`;
        return pathname === root || pathname.startsWith(`${root}/`);
    });
