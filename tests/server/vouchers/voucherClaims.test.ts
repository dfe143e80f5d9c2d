import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignVouchers } from '../../../server/customers/vouchers/repository/assign.ts';
import { refusedClaim } from '../../../server/customers/vouchers/repository/copies.ts';
import type { Database } from '../../../server/db/schema.ts';
import { HttpError } from '../../../server/lib/httpError.ts';
import { insertCustomers } from '../../../server/seed/customers.ts';
import {
    backends,
    createTestApp,
    dataOf,
    formWith,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

// An assignment asks for its copies with a claim that a trigger deferred to the commit settles (migration 017,
// customers/vouchers/repository/copies.ts): the trail's counts, the refusal at the commit, and the lock.
const actor = { staffId: '1', username: 'admin', requestId: 'claims-test' };
const options = { chargePoints: false, mayAssign: () => {} };

describe.each(backends)('issued counts taken at the commit on %s', backend => {
    let test: TestApp;
    let db: Kysely<Database>;
    let customers: number[];
    beforeAll(async () => {
        test = await createTestApp(backend);
        db = test.app.db;
        await insertCustomers(db, 12, 0, 0);
        const rows = await db
            .selectFrom('customers')
            .select('id')
            .where('status', '<>', 'suspended')
            .orderBy('id')
            .execute();
        customers = rows.map(row => row.id);
    });
    afterAll(() => test?.close());

    const createVoucher = async (fields: Record<string, string>) =>
        Number(
            dataOf(
                await test.api.POST('/v1/i/vouchers', {
                    body: { ...validVoucher, ...fields },
                    bodySerializer: formWith(),
                })
            ).voucher.id
        );
    const stateOf = async (voucherId: number) => ({
        issuedCount: (
            await db
                .selectFrom('vouchers')
                .select('issuedCount')
                .where('id', '=', voucherId)
                .executeTakeFirstOrThrow()
        ).issuedCount,
        copies: (
            await db
                .selectFrom('customerVouchers')
                .select('id')
                .where('voucherId', '=', voucherId)
                .execute()
        ).length,
        claims: (await db.selectFrom('voucherClaims').select('id').execute()).length,
        assigned: (
            await db
                .selectFrom('auditLog')
                .select('changes')
                .where('entityType', '=', 'voucher')
                .where('entityId', '=', String(voucherId))
                .where('action', '=', 'assign')
                .orderBy('id')
                .execute()
        ).map(entry => entry.changes.issuedCount),
    });

    it('records each assignment with the count before and after it, and leaves no claim behind', async () => {
        const voucherId = await createVoucher({ name: 'Counted', usageLimit: '5' });
        const [first = 0, second = 0, third = 0] = customers;
        const assign = (users: number[]) =>
            test.api.POST('/v1/i/vouchers/{voucherId}/users/assign', {
                params: { path: { voucherId: String(voucherId) } },
                body: { users: users.map(String) },
            });
        dataOf(await assign([first, second]));
        const issued = dataOf(await assign([third])).data.customerVoucherIds;
        expect(await stateOf(voucherId)).toEqual({
            issuedCount: 3,
            copies: 3,
            claims: 0,
            assigned: [
                { before: 0, after: 2 },
                { before: 2, after: 3 },
            ],
        });
        const removed = await test.api.DELETE(
            '/v1/i/vouchers/redeemed/{customerVoucherId}/users/{customerId}',
            { params: { path: { customerVoucherId: issued[0] ?? '', customerId: String(third) } } }
        );
        expect(removed.response.status).toBe(200);
        expect(await stateOf(voucherId)).toMatchObject({ issuedCount: 2, copies: 2, claims: 0 });
    });

    it('refuses at the commit copies the limit no longer has, keeping nothing of the assignment', async () => {
        const voucherId = await createVoucher({ name: 'Last copy', usageLimit: '1' });
        // As if another assignment took the last copy and committed while this one was under way.
        const failed = await db
            .transaction()
            .execute(async trx => {
                await assignVouchers(trx, voucherId, [customers[3] ?? 0], actor, options);
                await trx
                    .updateTable('vouchers')
                    .set({ issuedCount: 1 })
                    .where('id', '=', voucherId)
                    .execute();
            })
            .then(
                () => null,
                (error: unknown) => error
            );
        expect((failed as { code?: string }).code).toBe('LV409');
        expect(await stateOf(voucherId)).toEqual({
            issuedCount: 0,
            copies: 0,
            claims: 0,
            assigned: [],
        });
        await db
            .updateTable('vouchers')
            .set({ issuedCount: 1 })
            .where('id', '=', voucherId)
            .execute();
        const answer = await refusedClaim(db, voucherId, 1, failed).catch(
            (error: unknown) => error
        );
        expect(answer).toBeInstanceOf(HttpError);
        expect(answer).toMatchObject({
            statusCode: 409,
            message: 'This voucher has no copies left (1 of 1 issued)',
        });
        const other = new Error('something else');
        await expect(refusedClaim(db, voucherId, 1, other)).rejects.toBe(other);
    });

    it.skipIf(backend === 'pglite')(
        "leaves the voucher's row free for other writers until the assignment commits",
        async () => {
            const voucherId = await createVoucher({ name: 'Unlocked' });
            let release = () => {};
            const held = new Promise<void>(resolve => {
                release = resolve;
            });
            let claimed = () => {};
            const ready = new Promise<void>(resolve => {
                claimed = resolve;
            });
            const assignment = db.transaction().execute(async trx => {
                await assignVouchers(trx, voucherId, [customers[4] ?? 0], actor, options);
                claimed();
                await held;
            });
            await ready;
            // The lock an UPDATE of the count takes: another transaction's assignment would wait for it.
            const free = await db
                .selectFrom('vouchers')
                .select('id')
                .where('id', '=', voucherId)
                .forNoKeyUpdate()
                .noWait()
                .execute()
                .then(
                    () => true,
                    (error: { code?: string }) => error.code
                );
            release();
            await assignment;
            expect(free).toBe(true);
            expect(await stateOf(voucherId)).toMatchObject({
                issuedCount: 1,
                copies: 1,
                claims: 0,
            });
        }
    );
});
