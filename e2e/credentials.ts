/** The staff user the e2e server is started with (ADMIN_PASSWORD). */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-Passw0rd!';
