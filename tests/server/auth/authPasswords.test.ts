import { afterEach, describe, expect, it } from 'vitest';
import {
    hashingLimits,
    hashPassword,
    PasswordHashingBusy,
    verifyPassword,
} from '../../../server/lib/passwords.ts';

describe('password hashing', () => {
    const limits = { ...hashingLimits };
    afterEach(() => Object.assign(hashingLimits, limits));

    it('runs a bounded number of checks at once and refuses beyond a short queue', async () => {
        const stored = await hashPassword('secret-password', 12);
        Object.assign(hashingLimits, { concurrent: 1, queued: 2 });
        const checks = Array.from({ length: 5 }, () =>
            verifyPassword('secret-password', stored).then(
                valid => valid,
                (error: unknown) => error
            )
        );
        const results = await Promise.all(checks);
        expect(results.filter(result => result === true)).toHaveLength(3);
        expect(results.filter(result => result instanceof PasswordHashingBusy)).toHaveLength(2);
        // The queue drained: the next check runs.
        expect(await verifyPassword('secret-password', stored)).toBe(true);
    });
});
