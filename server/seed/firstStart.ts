import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import { defaultPermissions } from '../../contract/index.ts';
import { issuedPeriod } from '../customers/index.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { chargeDemoVouchers, insertCustomers } from './customers.ts';
import { demoAdvertisements, demoVouchers } from './demoCatalogue.ts';
import { seedNotifications } from './notifications.ts';
import { demoStaffUsers, hashDemoStaffUsers, insertDemoStaffUsers } from './staffUsers.ts';

export interface FirstStartOptions {
    adminPassword: string | undefined;
    seedDemo: boolean;
    passwordCost?: number;
}

/**
 * On an empty database: the admin user, then with `seedDemo` (by default on the embedded database only, see
 * server/config.ts) the demo data set and its demo staff accounts. Answers the admin password it made up (no
 * ADMIN_PASSWORD), for the start to print again once it listens; otherwise undefined.
 */
export async function seedOnFirstStart(
    db: Kysely<Database>,
    options: FirstStartOptions,
    log: FastifyBaseLogger
): Promise<string | undefined> {
    const existing = await db.selectFrom('staffUsers').select('id').limit(1).executeTakeFirst();
    if (existing) {
        return undefined;
    }
    const password = options.adminPassword ?? randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password, options.passwordCost);
    const demoUsers = options.seedDemo ? await hashDemoStaffUsers(options.passwordCost) : [];
    // One transaction: a start interrupted while seeding leaves an empty database, and the next start seeds again.
    const created = await db.transaction().execute(async trx => {
        const admin = await trx
            .insertInto('staffUsers')
            .values({
                username: 'admin',
                name: 'Administrator',
                passwordHash,
                role: 'admin',
                permissions: defaultPermissions('admin'),
            })
            .onConflict(conflict => conflict.column('username').doNothing())
            .returning('id')
            .executeTakeFirst();
        if (admin && options.seedDemo) {
            await seedDemo(trx);
            await insertDemoStaffUsers(trx, demoUsers);
            await seedNotifications(trx, { id: admin.id, username: 'admin' });
        }
        return admin;
    });
    if (!created) {
        return undefined;
    }
    if (!options.adminPassword) {
        // Printed once, on the start that created the user; it is not stored anywhere in clear.
        log.warn(`Created staff user "admin" with password: ${password}`);
    }
    if (options.seedDemo) {
        log.info('Seeded the demo data set');
        // Demo accounts only, with the public passwords of docs/staff-users.md, each held to its own change.
        for (const user of demoStaffUsers) {
            log.warn(
                `Demo staff user "${user.username}" (${user.role}) with password: ${user.password} (to be changed at the first sign-in)`
            );
        }
    }
    return options.adminPassword ? undefined : password;
}

async function seedDemo(trx: Transaction<Database>): Promise<void> {
    const vouchers = await trx
        .insertInto('vouchers')
        .values(demoVouchers)
        .returning([
            'id',
            'validityType',
            'validityStartDate',
            'validityEndDate',
            'validityDuration',
            'validityUnit',
            'usageLimit',
            'perCustomerLimit',
        ])
        .execute();
    await trx.insertInto('advertisements').values(demoAdvertisements).execute();
    await insertCustomers(trx, 200, 6, 5);
    // Only the customers just added: the database may already hold many more (npm run seed, benchmarks).
    const customers = await trx
        .selectFrom('customers')
        .select(['id', 'registeredAt'])
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    const now = Date.now();
    const issued = customers.flatMap((customer, index) =>
        [0, 1, 2].slice(0, 1 + (index % 3)).map(offset => {
            const voucher = vouchers[(index + offset * 5) % vouchers.length];
            if (!voucher || voucher.usageLimit !== null) return undefined;
            // Up to 90 days back, never before the customer registered; used a day later, never after now.
            const redeemedAt = new Date(
                Math.max(
                    now - ((index * 7 + offset) % 90) * 86_400_000,
                    customer.registeredAt.getTime()
                )
            );
            const { startAt, expireAt } = issuedPeriod(voucher, redeemedAt);
            const used = (index + offset) % 4 === 0;
            return {
                customerId: customer.id,
                voucherId: voucher.id,
                redeemedAt,
                usedAt: used ? new Date(Math.min(redeemedAt.getTime() + 86_400_000, now)) : null,
                startAt,
                expireAt,
                isActive: index % 9 !== 0,
            };
        })
    );
    const rows = issued.filter(row => row !== undefined);
    await trx.insertInto('customerVouchers').values(rows).execute();
    await sql`UPDATE vouchers SET issued_count = (SELECT count(*) FROM customer_vouchers WHERE voucher_id = vouchers.id)`.execute(
        trx
    );
    await chargeDemoVouchers(trx);
}
