import { HttpError } from '../lib/httpError.ts';

/** An edit may not set the usage limit below the vouchers already issued to customers. */
export function checkUsageLimit(usageLimit: number | null | undefined, issuedCount: number): void {
    if (usageLimit != null && usageLimit < issuedCount) {
        const message = `The usage limit cannot be below the ${issuedCount} vouchers already issued`;
        throw new HttpError(409, message, { usageLimit: message });
    }
}
