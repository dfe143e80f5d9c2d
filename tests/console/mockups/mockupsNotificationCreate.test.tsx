import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotificationCreate from '../../../src/mockups/NotificationCreate';
import NotificationList from '../../../src/mockups/NotificationList';
import { expectButtonBar } from '../buttonBar';
import { renderWithAdmin } from '../render';
import { INTERACTIVE, noCallDataProvider } from './mockupsSupport';

afterEach(() => vi.restoreAllMocks());

const renderForm = () => {
    const noCalls = noCallDataProvider();
    renderWithAdmin(<NotificationCreate />, {
        dataProvider: noCalls.provider,
        path: '/notification/create',
    });
    return noCalls;
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create notification' }));

describe('Create notification (not wired)', INTERACTIVE, () => {
    it("offers 'Cancel | Create notification' at the right; Cancel goes back to the list", () => {
        renderForm();
        const cancel = screen.getByRole('link', { name: 'Cancel' });
        expectButtonBar([cancel, screen.getByRole('button', { name: 'Create notification' })]);
        expect(cancel).toHaveAttribute('href', '/notifications');
    });

    it('labels every control of the spec', () => {
        renderForm();
        expect(
            screen.getByRole('heading', { level: 1, name: 'Create notification' })
        ).toBeVisible();
        expect(screen.getByText('Sample data')).toBeVisible();
        for (const name of ['Title', 'Message', 'Scheduled date', 'Expiry date']) {
            expect(screen.getByLabelText(name, { exact: false })).toBeInTheDocument();
        }
        expect(screen.getByRole('combobox', { name: /Type/ })).toHaveTextContent('Info');
        expect(screen.getByRole('combobox', { name: /Priority/ })).toHaveTextContent('Normal');
        const recipients = screen.getByRole('radiogroup');
        for (const name of ['All', 'Admins', 'Customers', 'Specific']) {
            expect(within(recipients).getByRole('radio', { name })).toBeInTheDocument();
        }
        for (const name of ['In-App', 'Email', 'SMS', 'Push']) {
            expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
        }
        expect(screen.getByRole('checkbox', { name: 'In-App' })).toBeChecked();
    });

    it('offers the types and priorities of the spec', async () => {
        renderForm();
        const options = async (name: RegExp) => {
            await userEvent.click(screen.getByRole('combobox', { name }));
            const texts = screen.getAllByRole('option').map(option => option.textContent);
            await userEvent.keyboard('{Escape}');
            return texts;
        };
        expect(await options(/Type/)).toEqual(['Info', 'Warning', 'Success', 'Error']);
        expect(await options(/Priority/)).toEqual(['Low', 'Normal', 'High', 'Urgent']);
    });

    it('requires a title and a message, and makes no call', async () => {
        const { calls, fetchSpy } = renderForm();
        await submit();
        expect(await screen.findByText('Please enter a title')).toBeVisible();
        expect(screen.getByText('Please enter a message')).toBeVisible();
        expect(screen.queryByText(/nobody received it/)).toBeNull();
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('asks for login IDs when the recipients are specific, and for at least one channel', async () => {
        renderForm();
        await userEvent.click(screen.getByRole('radio', { name: 'Specific' }));
        await userEvent.click(screen.getByRole('checkbox', { name: 'In-App' }));
        await submit();
        expect(await screen.findByText('Enter at least one login ID')).toBeVisible();
        expect(screen.getByText('Choose at least one channel')).toBeVisible();
    });

    it('says clearly that the form is not connected once it is valid', async () => {
        const { calls, fetchSpy } = renderForm();
        await userEvent.type(screen.getByLabelText(/Title/), 'Flash sale');
        await userEvent.type(screen.getByLabelText(/Message/), 'Two hours only.');
        await submit();
        expect(
            await screen.findByText(
                'This form is a preview: the notification was not saved and nobody received it.'
            )
        ).toBeVisible();
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });

    it("opens prefilled as an edit form from the list's Edit entry", async () => {
        const noCalls = noCallDataProvider();
        renderWithAdmin(
            <Routes>
                <Route path="/notifications" element={<NotificationList />} />
                <Route path="/notification/create" element={<NotificationCreate />} />
            </Routes>,
            { dataProvider: noCalls.provider, path: '/notifications' }
        );
        await userEvent.click(
            screen.getByRole('button', { name: 'Actions for Year-end sale starts' })
        );
        await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
        expect(
            await screen.findByRole('heading', { level: 1, name: 'Edit notification' })
        ).toBeVisible();
        expect(screen.getByLabelText(/Title/)).toHaveValue('Year-end sale starts');
        expect(screen.getByRole('checkbox', { name: 'Push' })).toBeChecked();
        expect(screen.getByRole('button', { name: 'Save changes' })).toBeVisible();
    });
});
