import type { Transaction } from 'kysely';
import { defaultPermissions, type StaffRole } from '../../contract/index.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

// One staff user of every role besides the first-start admin, so the roles can be tried at once. The passwords
// are public (docs/staff-users.md) and follow the password policy; each account must change its own at its first
// sign-in. Seeded only on the embedded database or with SEED_DEMO=true (server/config.ts).
export const demoStaffUsers: {
    username: string;
    name: string;
    role: StaffRole;
    password: string;
}[] = [
    { username: 'manager', name: 'Nurul Huda', role: 'manager', password: 'Teh-Tarik#2026' },
    { username: 'marketer', name: 'Siti Aminah', role: 'marketer', password: 'Nasi-Lemak#2026' },
    { username: 'advertiser', name: 'Arjun Nair', role: 'advertiser', password: 'Roti-Canai#2026' },
    { username: 'analyst', name: 'Lim Wei Ling', role: 'analyst', password: 'Kuih-Lapis#2026' },
];

/** Hashed before the seeding transaction opens, so that it does not stay open during the slow hashing. */
export function hashDemoStaffUsers(cost: number | undefined) {
    return Promise.all(
        demoStaffUsers.map(async ({ password, ...user }) => ({
            ...user,
            passwordHash: await hashPassword(password, cost),
            permissions: defaultPermissions(user.role),
            joiningDate: '2024-01-02',
            // Their passwords are published: each must choose their own at the first sign-in.
            mustChangePassword: true,
        }))
    );
}

export async function insertDemoStaffUsers(
    trx: Transaction<Database>,
    users: Awaited<ReturnType<typeof hashDemoStaffUsers>>
): Promise<void> {
    await trx
        .insertInto('staffUsers')
        .values(users)
        .onConflict(conflict => conflict.doNothing())
        .execute();
}
