import type { Area } from '../lib/area.ts';
import staffUserRepository from './repository.ts';
import staffUserRoutes from './routes.ts';

/** Staff accounts, their roles and flags, and each one's own profile and password. */
export const staffUsers: Area = {
    name: 'staffUsers',
    services: async app => {
        await app.register(staffUserRepository);
    },
    routes: async (v1, { passwordCost }) => {
        await v1.register(staffUserRoutes, { passwordCost });
    },
};

// What other areas use.
export { type StaffUserRow, shownTo } from './answer.ts';
export { ownPasswordLimits } from './ownPasswordThrottle.ts';
export { listRules, selectStaffUsers } from './repository.ts';
export { staffUserListQuery } from './routes.ts';
