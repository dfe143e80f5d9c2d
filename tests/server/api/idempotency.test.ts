import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    backends,
    createTestApp,
    insertOneCustomer,
    multipart,
    pngBytes,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

describe.each(backends)('Idempotency-Key on %s', backend => {
    let test: TestApp;
    let id: string;
    beforeAll(async () => {
        test = await createTestApp(backend);
        id = String(await insertOneCustomer(test));
    });
    afterAll(() => test?.close());

    const adjust = (key: string | undefined, pointsChange = 5, reason = 'Goodwill gesture') =>
        test.app.inject({
            method: 'POST',
            url: `/v1/i/customers/${id}/points`,
            payload: { pointsChange, reason },
            headers: { ...test.auth, ...(key ? { 'idempotency-key': key } : {}) },
        });
    const entries = async () =>
        (
            await test.app.db
                .selectFrom('rewardPointsTrails')
                .select('id')
                .where('customerId', '=', Number(id))
                .execute()
        ).length;

    it('answers a repeat with the first answer and changes nothing', async () => {
        const before = await entries();
        const first = await adjust('adjust-1');
        expect(first.statusCode).toBe(201);
        const repeat = await adjust('adjust-1');
        expect(repeat.statusCode).toBe(201);
        expect(repeat.json()).toEqual(first.json());
        expect(repeat.headers['idempotent-replayed']).toBe('true');
        expect(await entries()).toBe(before + 1);
    });

    it('refuses the same key with another body with a 422', async () => {
        expect((await adjust('adjust-2', 5)).statusCode).toBe(201);
        const other = await adjust('adjust-2', 6);
        expect(other.statusCode).toBe(422);
        expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    });

    it('keeps keys per staff member and changes today’s behaviour for no request without one', async () => {
        const before = await entries();
        expect((await adjust(undefined)).statusCode).toBe(201);
        expect((await adjust(undefined)).statusCode).toBe(201);
        const other = await test.tokenFor('manager', '7');
        const response = await test.app.inject({
            method: 'POST',
            url: `/v1/i/customers/${id}/points`,
            payload: { pointsChange: 5, reason: 'Goodwill gesture' },
            headers: { authorization: `Bearer ${other}`, 'idempotency-key': 'adjust-1' },
        });
        expect(response.statusCode).toBe(201);
        expect(await entries()).toBe(before + 3);
    });

    it('frees the key of a refused request, so that a corrected retry runs', async () => {
        expect((await adjust('adjust-3', -1_000_000)).statusCode).toBe(409);
        expect((await adjust('adjust-3', -1_000_000)).statusCode).toBe(409);
    });

    it('forgets a key after 24 hours: a repeat then runs again, and the purge deletes it', async () => {
        expect((await adjust('adjust-4')).statusCode).toBe(201);
        const age = () =>
            test.app.db
                .updateTable('idempotencyKeys')
                .set({ createdAt: sql`now() - interval '25 hours'` })
                .where('key', '=', 'adjust-4')
                .execute();
        await age();
        const before = await entries();
        const late = await adjust('adjust-4');
        expect(late.headers['idempotent-replayed']).toBeUndefined();
        expect(await entries()).toBe(before + 1);
        await age();
        await test.app.idempotencyRepository.purgeExpired();
        const left = await test.app.db
            .selectFrom('idempotencyKeys')
            .select('key')
            .where('key', '=', 'adjust-4')
            .execute();
        expect(left).toEqual([]);
    });

    it('answers a repeated multipart create with the first voucher, whatever the boundary', async () => {
        const create = async () => {
            const form = await multipart(
                { ...validVoucher, code: 'KEYED-1' },
                { bytes: pngBytes, name: 'a.png', type: 'image/png' }
            );
            return test.app.inject({
                method: 'POST',
                url: '/v1/i/vouchers',
                payload: form.payload,
                headers: { ...test.auth, ...form.headers, 'idempotency-key': 'voucher-1' },
            });
        };
        const first = await create();
        expect(first.statusCode).toBe(201);
        const repeat = await create();
        expect(repeat.statusCode).toBe(201);
        expect(repeat.json()).toEqual(first.json());
        const count = await test.app.db
            .selectFrom('vouchers')
            .select('id')
            .where('code', '=', 'KEYED-1')
            .execute();
        expect(count).toHaveLength(1);
        // The handler reads the form itself, and its transaction still marks the claim.
        const claim = await test.app.db
            .selectFrom('idempotencyKeys')
            .select('effectCommittedAt')
            .where('key', '=', 'voucher-1')
            .executeTakeFirstOrThrow();
        expect(claim.effectCommittedAt).not.toBeNull();
    });
});
