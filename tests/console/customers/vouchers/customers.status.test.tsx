import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerVoucher } from '../../../../contract';
import { CustomerVoucherStatusBadge } from '../../../../src/resources/customers/vouchers/CustomerVoucherStatusBadge';
import { customerVoucherStatus } from '../../../../src/resources/customers/vouchers/customerVoucherStatus';
import { renderWithAdmin } from '../../render';
import { customerVoucher } from '../customersFixtures';

const now = new Date('2026-06-15T12:00:00Z');
const past = '2026-01-01T00:00:00Z';
const future = '2026-12-31T00:00:00Z';

describe('customerVoucherStatus (spec §4 order)', () => {
    it('is used when usedAt is set, before every other rule', () => {
        const used = { usedAt: past, startAt: future, expireAt: past, isActive: false };
        expect(customerVoucherStatus(used, now)).toBe('used');
    });
    it('is upcoming when the start is in the future, even if the end has passed', () => {
        const upcoming = { usedAt: null, startAt: future, expireAt: past, isActive: true };
        expect(customerVoucherStatus(upcoming, now)).toBe('upcoming');
    });
    it('is expired when the end is in the past, even if active', () => {
        const expired = { usedAt: null, startAt: past, expireAt: past, isActive: true };
        expect(customerVoucherStatus(expired, now)).toBe('expired');
    });
    it('is active when within its dates and isActive', () => {
        expect(
            customerVoucherStatus(
                { usedAt: null, startAt: past, expireAt: future, isActive: true },
                now
            )
        ).toBe('active');
    });
    it('is inactive otherwise', () => {
        expect(
            customerVoucherStatus(
                { usedAt: null, startAt: past, expireAt: future, isActive: false },
                now
            )
        ).toBe('inactive');
    });
    it('treats missing dates as neither upcoming nor expired', () => {
        expect(
            customerVoucherStatus(
                { usedAt: null, startAt: null, expireAt: null, isActive: true },
                now
            )
        ).toBe('active');
    });
});

describe('CustomerVoucherStatusBadge', () => {
    it.each<[Partial<CustomerVoucher>, string]>([
        [{ usedAt: past }, 'Used'],
        [{ startAt: '2099-01-01T00:00:00Z' }, 'Upcoming'],
        [{ expireAt: past }, 'Expired'],
        [{}, 'Active'],
        [{ isActive: false }, 'inactive'],
    ])('labels %o as %s with its own colour', async (overrides, label) => {
        renderWithAdmin(
            <CustomerVoucherStatusBadge customerVoucher={customerVoucher(overrides)} />
        );
        expect(await screen.findByText(label)).toBeInTheDocument();
    });

    it('gives each status a different badge colour', () => {
        const variants = [
            { usedAt: past },
            { startAt: '2099-01-01T00:00:00Z' },
            { expireAt: past },
            {},
            { isActive: false },
        ];
        const classes = variants.map(overrides => {
            const { container, unmount } = renderWithAdmin(
                <CustomerVoucherStatusBadge customerVoucher={customerVoucher(overrides)} />
            );
            const colour = container.querySelector('[data-tone]')?.getAttribute('data-tone');
            unmount();
            return colour;
        });
        expect(new Set(classes).size).toBe(variants.length);
    });
});
