import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
    password: string,
    salt: Buffer,
    length: number,
    options: { N: number; r: number; p: number; maxmem: number }
) => Promise<Buffer>;

// OWASP's scrypt baseline (N=2^17, r=8, p=1). The parameters are stored with each hash so they can be raised
// later without breaking existing users; tests lower the cost (log2 of N) to keep the suite fast.
export const defaultPasswordCost = 17;
const maxmem = 256 * 1024 * 1024;
const keyLength = 32;

// Each check takes ~128 MB and a libuv thread for ~100 ms. Two at a time leave the other threads of the pool to
// the rest of the server and bound the memory; a short queue absorbs a normal rush of sign-ins, and beyond it a
// login is refused at once (503 with Retry-After) rather than left waiting behind a burst.
export const hashingLimits = { concurrent: 2, queued: 32 };
let running = 0;
const waiting: (() => void)[] = [];

/** Thrown when the queue of password checks is full; the route answers 503 with Retry-After. */
export class PasswordHashingBusy extends Error {
    constructor() {
        super('Too many sign-ins at once. Please try again in a moment.');
    }
}

async function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (running >= hashingLimits.concurrent) {
        if (waiting.length >= hashingLimits.queued) throw new PasswordHashingBusy();
        await new Promise<void>(resolve => waiting.push(resolve));
    } else {
        running += 1;
    }
    try {
        return await work();
    } finally {
        // The slot passes straight to the next in line, so `running` never drops below the work in progress.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
    }
}

export async function hashPassword(password: string, cost = defaultPasswordCost): Promise<string> {
    const salt = randomBytes(16);
    const N = 2 ** cost;
    const key = await bounded(() =>
        scryptAsync(password, salt, keyLength, { N, r: 8, p: 1, maxmem })
    );
    return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) {
        return false;
    }
    const expected = Buffer.from(key, 'base64');
    const actual = await bounded(() =>
        scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
            N: Number(N),
            r: Number(r),
            p: Number(p),
            maxmem,
        })
    );
    return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/** A hash of a random password at the given cost, checked when the user does not exist so both paths cost the same. */
export function unknownUserHash(cost = defaultPasswordCost): Promise<string> {
    let hash = dummyHashes.get(cost);
    if (!hash) {
        hash = hashPassword(randomBytes(16).toString('hex'), cost);
        dummyHashes.set(cost, hash);
    }
    return hash;
}
