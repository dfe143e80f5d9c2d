import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import CustomerVouchers from '../../../../src/resources/customers/vouchers/CustomerVouchers';
import { fakeCredentials } from '../../../contract/fakeData';
import { fakeProvider } from '../../../contract/fakeProvider';
import { server, setUpApi } from '../../api';
import { renderWithAdmin } from '../../render';

setUpApi();

describe('Customer vouchers against a provider with numeric ids', () => {
    it('assigns with the customer id as the API gave it, a number, not the string of the URL', async () => {
        const provider = fakeProvider({
            token: 'token',
            ids: 'number',
            writes: 'no-content',
            lists: 'whole',
        });
        server.use(...provider.handlers);
        await authProvider.login(fakeCredentials);
        renderWithAdmin(<CustomerVouchers />, {
            dataProvider,
            path: '/customer/1001/vouchers',
            route: '/customer/:id/vouchers',
            resource: 'customers',
        });
        const assign = await screen.findByRole('button', { name: 'Assign Voucher' });
        await waitFor(() => expect(assign).toBeEnabled());
        fireEvent.click(assign);
        const dialog = await screen.findByRole('dialog', { name: 'Assign Voucher' });
        const select = within(dialog).getByRole('combobox', { name: 'Voucher' });
        await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
        fireEvent.mouseDown(select);
        fireEvent.click(await screen.findByRole('option', { name: /^RM5 off/ }));
        fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
        await waitFor(() =>
            expect(provider.calls.filter(call => call.path.endsWith('/users/assign'))).toEqual([
                { method: 'POST', path: '/v1/i/vouchers/2/users/assign', body: { users: [1001] } },
            ])
        );
    });
});
