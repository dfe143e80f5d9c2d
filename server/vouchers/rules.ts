import type { StaffRole } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';

/** An edit may not set the usage limit below the vouchers already issued to customers. */
export function checkUsageLimit(usageLimit: number | null | undefined, issuedCount: number): void {
    if (usageLimit != null && usageLimit < issuedCount) {
        const message = `The usage limit cannot be below the ${issuedCount} vouchers already issued`;
        throw new HttpError(409, message, { usageLimit: message });
    }
}

/**
 * Spec §6: a private voucher is an admin's to hand out. Only an admin makes one public (which would let anyone
 * with Manage Customers assign it) or deletes one, whatever flags another staff member holds.
 */
export function checkMayChangePrivate(
    current: { isPublic: boolean },
    next: { isPublic: boolean } | 'delete',
    role: StaffRole | undefined
): void {
    if (current.isPublic || role === 'admin') return;
    if (next === 'delete') {
        throw new HttpError(403, 'Only admins can delete a private voucher');
    }
    if (next.isPublic) {
        throw new HttpError(403, 'Only admins can make a private voucher public');
    }
}
