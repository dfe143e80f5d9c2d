import { expect } from 'vitest';
import { getToken, setToken } from '../../src/api/http';
import { authProvider } from '../../src/authProvider';
import { makeToken } from '../console/api.ts';

// The session checks both contract suites make, on the fakes (providers.test.ts) and on a live provider
// (live/provider.live.ts), after the console's authProvider signed in as `username`.

export const expectSignedInAs = async (username: string) => {
    expect(getToken()).toBeTruthy();
    expect(await authProvider.getIdentity?.()).toMatchObject({ fullName: username });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
};

/** A refused token is renewed once with the refresh answer and `call` retried; answers what `call` answered. */
export const expectRenewedFor = async <T>(call: () => Promise<T>) => {
    const stale = makeToken({ username: 'stale' });
    setToken(stale);
    const answer = await call();
    expect(getToken()).toBeTruthy();
    expect(getToken()).not.toBe(stale);
    return answer;
};

/** The guard restores a session without a token from the refresh answer. */
export const expectGuardRestores = async () => {
    setToken(null);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(getToken()).toBeTruthy();
};
