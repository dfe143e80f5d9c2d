import { ADMIN_PASSWORD, ADMIN_USERNAME, DEMO_STAFF } from '../credentials';

// The five roles, each signed in as its demo staff member (server/seed/staffUsers.ts) with the password the
// global setup gave it, and the two sizes.

export const STAFF = [
    { role: 'admin', username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    ...DEMO_STAFF.map(({ role, username, password }) => ({ role, username, password })),
] as const;

export const LOCALES = ['en', 'ms'] as const;

export const SIZES = [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
] as const;

export const sizeName = (size: { width: number; height: number }) => `${size.width}x${size.height}`;
