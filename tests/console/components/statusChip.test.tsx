import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Advertisement, CustomerVoucher, StaffRole, Voucher } from '../../../contract';
import { StatusChip } from '../../../src/components/StatusChip';
import { darkTheme, STATUS_TINTS, theme } from '../../../src/lib/theme';
import { RoleChip, UserStatusChip } from '../../../src/mockups/UserChips';
import { StatusChip as AdvertisementStatusChip } from '../../../src/resources/advertisements/StatusChip';
import { CustomerStatusField } from '../../../src/resources/customers/profile/CustomerStatusField';
import { CustomerVoucherStatusBadge } from '../../../src/resources/customers/vouchers/CustomerVoucherStatusBadge';
import { StatusChip as VoucherStatusChip } from '../../../src/resources/vouchers/StatusChip';
import { customerVoucher } from '../customers/customersFixtures';
import { renderWithAdmin } from '../render';

// A variable: biome reads a literal `role` on a JSX element as an ARIA role.
const analyst: StaffRole = 'analyst';

/** The chip holding `label`, with the tone and status it declares. */
const chipOf = async (ui: ReactElement, label: string) => {
    const { unmount } = renderWithAdmin(ui);
    const chip = (await screen.findByText(label)).closest('[data-tone]') as HTMLElement;
    const found = { tone: chip.dataset.tone, status: chip.dataset.status };
    unmount();
    return found;
};

describe('StatusChip: every status shows its word and its tone', () => {
    it.each<[Voucher['status'], string, string]>([
        ['active', 'Active', 'green'],
        ['expired', 'Expired', 'red'],
        ['inactive', 'Inactive', 'purple'],
    ])('voucher %s reads %s, %s', async (status, label, tone) => {
        expect(await chipOf(<VoucherStatusChip status={status} />, label)).toMatchObject({
            tone,
            status,
        });
    });

    it.each<[Advertisement['status'], string, string]>([
        ['active', 'Active', 'green'],
        ['expired', 'Expired', 'red'],
        ['in draft', 'In Draft', 'grey'],
    ])('advertisement %s reads %s, %s', async (status, label, tone) => {
        const started = { status, startDateTime: '2026-01-01T02:00:00.000Z' };
        expect(
            await chipOf(<AdvertisementStatusChip advertisement={started} />, label)
        ).toMatchObject({ tone, status });
    });

    it('an active campaign that has not started says when it starts, in blue', async () => {
        const start = new Date(Date.now() + 7 * 86_400_000);
        const day = [start.getDate(), start.getMonth() + 1]
            .map(part => String(part).padStart(2, '0'))
            .join('-');
        const scheduled = { status: 'active' as const, startDateTime: start.toISOString() };
        expect(
            await chipOf(
                <AdvertisementStatusChip advertisement={scheduled} />,
                `Active · starts ${day}-${start.getFullYear()}`
            )
        ).toMatchObject({ tone: 'blue', status: 'active' });
    });

    it.each([
        ['ACTIVE', 'Active', 'green'],
        ['inactive', 'Inactive', 'purple'],
        ['Suspended', 'Suspended', 'red'],
        ['archived', 'archived', 'grey'],
    ])('customer %s reads %s, %s', async (status, label, tone) => {
        expect(await chipOf(<CustomerStatusField status={status} />, label)).toMatchObject({
            tone,
        });
    });

    it.each<[Partial<CustomerVoucher>, string, string]>([
        [{ usedAt: '2020-01-01T00:00:00Z' }, 'Used', 'grey'],
        [{ startAt: '2099-01-01T00:00:00Z' }, 'Upcoming', 'blue'],
        [{ expireAt: '2020-01-01T00:00:00Z' }, 'Expired', 'red'],
        [{}, 'Active', 'green'],
        [{ isActive: false }, 'inactive', 'purple'],
    ])('customer voucher %o reads %s, %s', async (overrides, label, tone) => {
        const ui = <CustomerVoucherStatusBadge customerVoucher={customerVoucher(overrides)} />;
        expect(await chipOf(ui, label)).toMatchObject({ tone });
    });

    it('staff users: active green, inactive purple, and a role in the neutral grey', async () => {
        expect(await chipOf(<UserStatusChip status="active" />, 'Active')).toMatchObject({
            tone: 'green',
        });
        expect(await chipOf(<UserStatusChip status="inactive" />, 'Inactive')).toMatchObject({
            tone: 'purple',
        });
        expect(await chipOf(<RoleChip role={analyst} />, 'Analyst')).toMatchObject({
            tone: 'grey',
        });
    });

    it('shows a voucher status the spec does not name as it came, in grey', async () => {
        const unknown = 'archived' as Voucher['status'];
        expect(await chipOf(<VoucherStatusChip status={unknown} />, 'archived')).toMatchObject({
            tone: 'grey',
        });
    });
});

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map(i => {
        const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
};

describe('StatusChip tints', () => {
    it.each(['light', 'dark'] as const)('pass AA (4.5:1) for every tone in the %s theme', mode => {
        for (const { color, backgroundColor } of Object.values(STATUS_TINTS[mode])) {
            expect(contrast(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
        }
    });

    it('follow the theme: pale fills in light, deep fills in dark', () => {
        const inTheme = (options: typeof theme) => {
            const { unmount } = render(
                <ThemeProvider theme={createTheme(options)}>
                    <StatusChip tone="green" label="Active" />
                </ThemeProvider>
            );
            const { color, backgroundColor } = getComputedStyle(
                screen.getByText('Active').closest('[data-tone]') as HTMLElement
            );
            unmount();
            return { color, backgroundColor };
        };
        expect(inTheme(theme)).toEqual({
            color: 'rgb(27, 94, 32)',
            backgroundColor: 'rgb(232, 245, 233)',
        });
        expect(inTheme(darkTheme)).toEqual({
            color: 'rgb(187, 247, 208)',
            backgroundColor: 'rgb(20, 83, 45)',
        });
    });
});
