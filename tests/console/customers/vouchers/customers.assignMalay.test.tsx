import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpApi } from '../../api';
import { renderApp } from '../../app';
import { assignable, serveCustomer } from '../customersApi';
import { voucher } from '../customersFixtures';

// The assign picker's reason why a voucher cannot go to this customer: our server names it with a code and
// params beside the English, and the console shows it in its own language.

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
const SLOW = { timeout: 10_000 };

const ENGLISH = 'This voucher has no copies left (100 of 100 issued)';
const exhausted = (coded: boolean) =>
    assignable({
        voucher: voucher({ id: 'v7', name: 'Launch Gift', usageLimit: 100 }),
        issuedCount: 100,
        copiesLeft: 0,
        assignable: false,
        reason: ENGLISH,
        ...(coded && {
            reasonCode: 'no_copies_left',
            reasonParams: { issued: '100', limit: '100' },
        }),
    });

const optionInMalay = async (coded: boolean) => {
    localStorage.setItem('RaStore.locale', JSON.stringify('ms'));
    serveCustomer({ assignables: [exhausted(coded)] });
    renderApp('/customer/c1/vouchers');
    fireEvent.click(await screen.findByRole('button', { name: 'Berikan Baucar' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Berikan Baucar' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Baucar' }));
    return screen.findByRole('option', { name: /^Launch Gift/ }, SLOW);
};

describe("the assign picker's reasons in Malay", () => {
    afterEach(() => localStorage.clear());

    it("shows our server's coded reason in Malay, its numbers filled in", async () => {
        const option = await optionInMalay(true);
        expect(option).toHaveAttribute('aria-disabled', 'true');
        expect(option).toHaveTextContent('Baucar ini sudah habis (100 daripada 100 dikeluarkan)');
        expect(option).not.toHaveTextContent(ENGLISH);
    });

    it('shows a reason without a code as it was sent', async () => {
        expect(await optionInMalay(false)).toHaveTextContent(ENGLISH);
    });
});
