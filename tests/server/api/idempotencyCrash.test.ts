import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enterCommitScope } from '../../../server/db/commitHook.ts';
import { ClaimTakenOver, staleClaimSeconds } from '../../../server/idempotency/repository.ts';
import { backends, createTestApp, insertOneCustomer, type TestApp } from '../helpers.ts';

// A process that dies while a keyed write runs: before the write commits (the claim is left, the write rolled
// back) or after (the write committed, its answer never stored). The claim's mark commits with the write, so
// a retry can tell the two apart once the claim is stale.
describe.each(backends)('Idempotency-Key after a crash on %s', backend => {
    let test: TestApp;
    let id: number;
    beforeAll(async () => {
        test = await createTestApp(backend);
        id = await insertOneCustomer(test);
    });
    afterAll(() => test?.close());

    const adjust = (key: string) =>
        test.app.inject({
            method: 'POST',
            url: `/v1/i/customers/${id}/points`,
            payload: { pointsChange: 5, reason: 'Goodwill gesture' },
            headers: { ...test.auth, 'idempotency-key': key },
        });
    const entries = async () =>
        (
            await test.app.db
                .selectFrom('rewardPointsTrails')
                .select('id')
                .where('customerId', '=', id)
                .execute()
        ).length;
    const claimOf = (key: string) =>
        test.app.db
            .selectFrom('idempotencyKeys')
            .select(['status', 'effectCommittedAt'])
            .where('key', '=', key)
            .executeTakeFirst();
    const age = (key: string) =>
        test.app.db
            .updateTable('idempotencyKeys')
            .set({ createdAt: sql`now() - make_interval(secs => ${staleClaimSeconds + 5})` })
            .where('key', '=', key)
            .execute();

    it('keeps a committed write from running twice when its answer was never stored', async () => {
        const store = vi
            .spyOn(test.app.idempotencyRepository, 'store')
            .mockRejectedValueOnce(new Error('The process died'));
        const before = await entries();
        expect((await adjust('crash-after')).statusCode).toBe(201);
        store.mockRestore();
        const claim = await claimOf('crash-after');
        expect(claim?.status).toBeNull();
        expect(claim?.effectCommittedAt, 'marked in the write’s transaction').not.toBeNull();

        const soon = await adjust('crash-after');
        expect(soon.statusCode).toBe(409);
        expect(soon.json()).toMatchObject({ code: 'idempotency_in_progress' });
        await age('crash-after');
        const late = await adjust('crash-after');
        expect(late.statusCode).toBe(409);
        expect(late.json()).toMatchObject({ code: 'idempotency_answer_lost' });
        expect(await entries()).toBe(before + 1);
    });

    it('lets a retry take over the stale claim of a write that never committed', async () => {
        // What a request that dies just before its commit leaves: the claim, without a mark or an answer.
        const repository = test.app.idempotencyRepository;
        const died = new Error('The process died');
        const mark = vi.spyOn(repository, 'markEffect').mockRejectedValueOnce(died);
        const release = vi.spyOn(repository, 'release').mockRejectedValueOnce(died);
        const before = await entries();
        expect((await adjust('crash-before')).statusCode).toBe(500);
        mark.mockRestore();
        release.mockRestore();
        expect(await entries()).toBe(before);
        expect(await claimOf('crash-before')).toEqual({ status: null, effectCommittedAt: null });

        const soon = await adjust('crash-before');
        expect(soon.json()).toMatchObject({ code: 'idempotency_in_progress' });
        expect(await entries()).toBe(before);
        await age('crash-before');
        const retry = await adjust('crash-before');
        expect(retry.statusCode).toBe(201);
        expect(await entries()).toBe(before + 1);
        const repeat = await adjust('crash-before');
        expect(repeat.headers['idempotent-replayed']).toBe('true');
        expect(await entries()).toBe(before + 1);
    });

    it('rolls back the write of a request whose claim a retry took over', async () => {
        const repository = test.app.idempotencyRepository;
        const claimId = await repository.claim('1', 'taken-over', 'f');
        expect(claimId).toBeTruthy();
        await age('taken-over');
        expect(await repository.claim('1', 'taken-over', 'f')).toBeTruthy();
        const before = await entries();
        const write = async () => {
            const scope = enterCommitScope();
            scope.beforeCommit = run =>
                repository.markEffect(run, '1', 'taken-over', claimId ?? '');
            await test.app.db
                .transaction()
                .execute(trx =>
                    trx
                        .insertInto('rewardPointsTrails')
                        .values({ customerId: id, pointsChange: 5, reason: 'Late write' })
                        .execute()
                );
        };
        await expect(write()).rejects.toBeInstanceOf(ClaimTakenOver);
        expect(await entries()).toBe(before);
        expect((await claimOf('taken-over'))?.effectCommittedAt).toBeNull();
    });
});
