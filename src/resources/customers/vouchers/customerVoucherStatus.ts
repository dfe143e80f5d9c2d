import dayjs from 'dayjs';
import type { CustomerVoucher } from '../../../../contract';

export type CustomerVoucherStatus = 'used' | 'upcoming' | 'expired' | 'active' | 'inactive';

type Dates = Pick<CustomerVoucher, 'usedAt' | 'startAt' | 'expireAt' | 'isActive'>;

/**
 * Spec §4: the first rule that holds wins, in this order. A missing start or end date never makes a
 * voucher upcoming or expired.
 */
export const customerVoucherStatus = (
    customerVoucher: Dates,
    now: Date = new Date()
): CustomerVoucherStatus => {
    if (customerVoucher.usedAt) return 'used';
    if (customerVoucher.startAt && dayjs(customerVoucher.startAt).isAfter(now)) return 'upcoming';
    if (customerVoucher.expireAt && dayjs(customerVoucher.expireAt).isBefore(now)) return 'expired';
    if (customerVoucher.isActive) return 'active';
    return 'inactive';
};

/** The spec names labels for these four; any other status is shown as it is. */
export const LABELLED_STATUSES: readonly string[] = ['used', 'active', 'upcoming', 'expired'];
