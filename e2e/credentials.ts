/** The staff user the e2e server is started with (ADMIN_PASSWORD). */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-Passw0rd!';

/**
 * The demo staff members of the e2e server's demo data (server/seed/staffUsers.ts, docs/staff-users.md). Each
 * must choose its own password at its first sign-in: the global setup changes each published one to `password`
 * once, through the API, so that the tests sign in as they would after that first sign-in.
 */
export const DEMO_STAFF = [
    {
        role: 'manager',
        username: 'manager',
        published: 'Teh-Tarik#2026',
        password: 'Teh-Tarik#2026e2e',
    },
    {
        role: 'marketer',
        username: 'marketer',
        published: 'Nasi-Lemak#2026',
        password: 'Nasi-Lemak#2026e2e',
    },
    {
        role: 'advertiser',
        username: 'advertiser',
        published: 'Roti-Canai#2026',
        password: 'Roti-Canai#2026e2e',
    },
    {
        role: 'analyst',
        username: 'analyst',
        published: 'Kuih-Lapis#2026',
        password: 'Kuih-Lapis#2026e2e',
    },
] as const;

/** The e2e password of a demo staff member. */
export const demoPassword = (username: (typeof DEMO_STAFF)[number]['username']) =>
    DEMO_STAFF.find(user => user.username === username)?.password ?? '';

/** Each demo account's first sign-in: its published password changed to the one the tests use. */
export async function changeDemoPasswords(baseURL: string) {
    for (const user of DEMO_STAFF) {
        const login = await fetch(`${baseURL}/v1/i/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: user.username, password: user.published }),
        });
        if (!login.ok) throw new Error(`${user.username} could not sign in: ${login.status}`);
        const { token } = (await login.json()) as { token: string };
        const changed = await fetch(`${baseURL}/v1/i/auth/password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ currentPassword: user.published, newPassword: user.password }),
        });
        if (!changed.ok) throw new Error(`${user.username}'s password change: ${changed.status}`);
    }
}
