import { createHmac, timingSafeEqual } from 'node:crypto';

// A tracking token names one delivery and carries its HMAC-SHA256 under a key only the servers hold: it
// cannot be guessed, and a changed id no longer matches its signature.

const mac = (key: Buffer, deliveryId: string) =>
    createHmac('sha256', key).update(`delivery:${deliveryId}`).digest('base64url');

export function trackingToken(key: Buffer, deliveryId: string): string {
    return `${BigInt(deliveryId).toString(36)}.${mac(key, deliveryId)}`;
}

/** The delivery a token names, or undefined when it is malformed or not signed by this key. */
export function deliveryOfToken(key: Buffer, token: string): string | undefined {
    const match = /^([0-9a-z]{1,13})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const deliveryId = [...(match[1] as string)]
        .reduce((value, digit) => value * 36n + BigInt(Number.parseInt(digit, 36)), 0n)
        .toString();
    const expected = Buffer.from(mac(key, deliveryId));
    const given = Buffer.from(match[2] as string);
    return expected.length === given.length && timingSafeEqual(expected, given)
        ? deliveryId
        : undefined;
}
