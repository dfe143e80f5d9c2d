import type { StaffRole } from '../../contract/index.ts';
import { HttpError } from '../lib/httpError.ts';

interface Validity {
    validityType: string;
    validityStartDate: Date | null;
    validityEndDate: Date | null;
    validityDuration: number | null;
    validityUnit: string | null;
}

/** startAt and expireAt of a voucher issued now, from the voucher's validity. */
export function issuedPeriod(
    voucher: Validity,
    now: Date
): { startAt: Date; expireAt: Date | null } {
    if (voucher.validityType === 'DATE_RANGE' && voucher.validityStartDate) {
        return { startAt: voucher.validityStartDate, expireAt: voucher.validityEndDate };
    }
    if (voucher.validityType === 'DURATION' && voucher.validityDuration && voucher.validityUnit) {
        const expireAt = new Date(now);
        const amount = voucher.validityDuration;
        if (voucher.validityUnit === 'hours') expireAt.setUTCHours(expireAt.getUTCHours() + amount);
        if (voucher.validityUnit === 'days') expireAt.setUTCDate(expireAt.getUTCDate() + amount);
        if (voucher.validityUnit === 'months')
            expireAt.setUTCMonth(expireAt.getUTCMonth() + amount);
        return { startAt: now, expireAt };
    }
    return { startAt: now, expireAt: null };
}

/** One assign issues at most one voucher to each customer it names. */
export function checkNoRepeats(customerIds: number[]): void {
    if (new Set(customerIds).size !== customerIds.length) {
        throw new HttpError(400, 'users must not repeat a customer', {
            users: 'Repeated customer',
        });
    }
}

/** Spec §6: only admins assign a private voucher, whatever permissions a staff member holds. */
export function checkMayAssign(voucher: { isPublic: boolean }, role: StaffRole | undefined): void {
    if (!voucher.isPublic && role !== 'admin') {
        throw new HttpError(403, 'Only admins can assign a private voucher');
    }
}
