import type { TranslateFunction } from 'react-admin';
import type { Voucher } from '../../../contract';
import { formatCount, formatDate, formatMoney } from '../../lib/format';

// How a voucher's discount, validity and points read in the list, in one place for the desktop
// columns and the mobile row details.

/** FIXED: 'MYR 5.00'; PERCENTAGE: '10% off'; PRODUCT: 'Free Latte (worth MYR 12.00)'. */
export const formatDiscount = (voucher: Voucher, translate: TranslateFunction): string => {
    switch (voucher.type) {
        case 'FIXED':
            return formatMoney(voucher.discountValue);
        case 'PERCENTAGE':
            return voucher.discountValue == null
                ? '-'
                : translate('app.vouchers.discount.percentage', { value: voucher.discountValue });
        case 'PRODUCT':
            return translate('app.vouchers.discount.product', {
                name: voucher.discountItemName ?? '-',
                price: formatMoney(voucher.discountItemOriginalPrice),
            });
    }
};

/** UNLIMITED: 'Unlimited'; DATE_RANGE: '01 Dec 2026 to 31 Dec 2026' or '01 Dec 2026 – no end'; DURATION: '7 days'. */
export const formatValidity = (voucher: Voucher, translate: TranslateFunction): string => {
    switch (voucher.validityType) {
        case 'UNLIMITED':
            return translate('app.vouchers.validity.UNLIMITED');
        case 'DATE_RANGE':
            // A range without an end reads as one, rather than 'to nil' (the spec's 'nil' stays in the
            // mobile row's own end-date line).
            return voucher.validityEndDate
                ? translate('app.vouchers.validity.range', {
                      start: formatDate(voucher.validityStartDate),
                      end: formatDate(voucher.validityEndDate),
                  })
                : translate('app.vouchers.validity.open_range', {
                      start: formatDate(voucher.validityStartDate),
                  });
        case 'DURATION':
            return voucher.validityDuration == null || voucher.validityUnit == null
                ? '-'
                : translate(`app.vouchers.validity.${voucher.validityUnit}`, {
                      smart_count: voucher.validityDuration,
                  });
    }
};

/** Points required of 0 means the voucher is free (spec §2). */
export const formatPoints = (points: number, translate: TranslateFunction): string =>
    points === 0 ? translate('app.vouchers.points.free') : formatCount(points);

export const formatVisibility = (voucher: Voucher, translate: TranslateFunction): string =>
    translate(`app.vouchers.visibility.${voucher.isPublic ? 'public' : 'private'}`);
