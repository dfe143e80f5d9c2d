import type { StaffRole } from '../../../contract/index.ts';
import { HttpError } from '../../lib/httpError.ts';

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

// ---- Refusals a clerk can read; the field stays in `errors` for programs. ----

/** 'This customer' for a one-customer assign, else the customers' ids, with the verb agreeing. */
function who(ids: number[], batchSize: number, singular: string, plural: string): string {
    if (batchSize === 1) return `This customer ${singular}`;
    if (ids.length === 1) return `Customer ${ids[0]} ${singular}`;
    return `Customers ${ids.join(', ')} ${plural}`;
}

export const voucherExpired = () =>
    new HttpError(409, 'This voucher has expired', { validityEndDate: 'This voucher has expired' });

export function noCopiesLeftMessage(issued: number, limit: number, asked = 1): string {
    const left = Math.max(limit - issued, 0);
    if (left === 0) return `This voucher has no copies left (${issued} of ${limit} issued)`;
    return `This voucher has only ${left} ${left === 1 ? 'copy' : 'copies'} left (${issued} of ${limit} issued) for ${asked} customers`;
}

export const noCopiesLeft = (issued: number, limit: number, asked: number) =>
    new HttpError(409, noCopiesLeftMessage(issued, limit, asked), {
        usageLimit: 'Usage limit reached',
    });

export const perCustomerLimitMessage = (ids: number[], batchSize: number, limit: number) =>
    `${who(ids, batchSize, 'already holds', 'already hold')} ${limit} of this voucher, the most allowed per customer`;

export const perCustomerLimitReached = (ids: number[], batchSize: number, limit: number) =>
    new HttpError(409, perCustomerLimitMessage(ids, batchSize, limit), {
        perCustomerLimit: 'Per-customer limit reached',
    });

export const suspendedMessage = (ids: number[], batchSize: number) =>
    `${who(ids, batchSize, 'is', 'are')} suspended and cannot be assigned vouchers`;

export const customersSuspended = (ids: number[], batchSize: number) =>
    new HttpError(409, suspendedMessage(ids, batchSize), { users: 'Customer suspended' });

export function pointsShort(
    short: { id: number; rewardPoints: number }[],
    batchSize: number,
    cost: number
): HttpError {
    const [only] = short;
    const message =
        batchSize === 1 && only
            ? `This customer has ${only.rewardPoints} points; this voucher costs ${cost}`
            : `${who(
                  short.map(customer => customer.id),
                  batchSize,
                  'has',
                  'have'
              )} fewer than ${cost} points, the cost of this voucher`;
    return new HttpError(409, message, { chargePoints: 'Insufficient points' });
}

/**
 * Why a voucher cannot be assigned to this customer now, by the rules assign enforces (the same messages), or
 * null. A voucher that starts later can be: the customer holds it as 'upcoming'.
 */
export function assignRefusal(
    voucher: {
        isPublic: boolean;
        validityEndDate: Date | null;
        usageLimit: number | null;
        issuedCount: number;
        perCustomerLimit: number | null;
    },
    held: number,
    customerStatus: string,
    role: StaffRole | undefined,
    now: Date
): string | null {
    if (customerStatus === 'suspended') return suspendedMessage([], 1);
    if (!voucher.isPublic && role !== 'admin') return 'Only admins can assign a private voucher';
    if (voucher.validityEndDate !== null && new Date(voucher.validityEndDate) < now) {
        return 'This voucher has expired';
    }
    if (voucher.usageLimit !== null && voucher.issuedCount >= voucher.usageLimit) {
        return noCopiesLeftMessage(voucher.issuedCount, voucher.usageLimit);
    }
    if (voucher.perCustomerLimit !== null && held >= voucher.perCustomerLimit) {
        return perCustomerLimitMessage([], 1, voucher.perCustomerLimit);
    }
    return null;
}
