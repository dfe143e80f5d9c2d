import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
    password: string,
    salt: Buffer,
    length: number,
    options: { N: number; r: number; p: number; maxmem: number }
) => Promise<Buffer>;

// OWASP's scrypt baseline (N=2^17, r=8, p=1). The parameters are stored with each hash so they can be raised
// later without breaking existing users.
const parameters = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const keyLength = 32;

export async function hashPassword(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scryptAsync(password, salt, keyLength, parameters);
    const { N, r, p } = parameters;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) {
        return false;
    }
    const expected = Buffer.from(key, 'base64');
    const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
        N: Number(N),
        r: Number(r),
        p: Number(p),
        maxmem: parameters.maxmem,
    });
    return timingSafeEqual(actual, expected);
}

/** A hash of a random password, checked against when the user does not exist so both paths cost the same. */
export const unknownUserHash = hashPassword(randomBytes(16).toString('hex'));
