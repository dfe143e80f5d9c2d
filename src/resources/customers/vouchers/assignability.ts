import type { Voucher } from '../../../../contract';

/**
 * A voucher as the assign dialog offers it. `copiesLeft`: null for unlimited, undefined when unknown (the
 * provider's API does not say how many were issued). `reason`: why it cannot go to this customer, or null.
 */
export interface AssignOption {
    voucher: Voucher;
    copiesLeft: number | null | undefined;
    held: number;
    reason: string | null;
}

const hasEnded = (voucher: Voucher, now: number) =>
    voucher.validityType === 'DATE_RANGE' &&
    voucher.validityEndDate !== null &&
    Date.parse(voucher.validityEndDate) < now;

/**
 * Without the customer-writes extension there is only the voucher list of spec §7: the reasons that can be
 * told from it (a message key and its arguments), or null. The server decides in the end.
 */
export const whyNotAssignable = (
    voucher: Voucher,
    held: number,
    now = Date.now()
): { key: string; args?: Record<string, number> } | null => {
    if (voucher.status === 'expired' || hasEnded(voucher, now))
        return { key: 'app.customers.assign.reason_expired' };
    if (voucher.status === 'inactive') return { key: 'app.customers.assign.reason_inactive' };
    if (voucher.perCustomerLimit != null && held >= voucher.perCustomerLimit)
        return { key: 'app.customers.assign.reason_limit', args: { held } };
    return null;
};
