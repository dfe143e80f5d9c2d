import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotificationList from '../../../src/mockups/NotificationList';
import { renderWithAdmin } from '../render';
import { INTERACTIVE, noCallDataProvider } from './mockupsSupport';

afterEach(() => vi.restoreAllMocks());

const renderList = () => {
    const noCalls = noCallDataProvider();
    renderWithAdmin(<NotificationList />, {
        dataProvider: noCalls.provider,
        path: '/notifications',
    });
    return noCalls;
};

const tab = (name: RegExp) => screen.findByRole('tab', { name });
const items = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');
const menuOf = async (title: string) => {
    await userEvent.click(screen.getByRole('button', { name: `Actions for ${title}` }));
    return screen.getByRole('menu');
};
const menuEntries = (menu: HTMLElement) =>
    within(menu)
        .getAllByRole('menuitem')
        .map(item => item.textContent);

describe('Notifications list (sample data)', INTERACTIVE, () => {
    it('shows the sample-data marker and a tab with its count for each status', async () => {
        renderList();
        expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
        expect(screen.getByText('Sample data')).toBeVisible();
        expect(await tab(/^All\s*9$/)).toHaveAttribute('aria-selected', 'true');
        expect(await tab(/^Sent\s*4$/)).toBeVisible();
        expect(await tab(/^Scheduled\s*2$/)).toBeVisible();
        expect(await tab(/^Drafts\s*3$/)).toBeVisible();
        expect(items()).toHaveLength(9);
        expect(screen.getByRole('link', { name: 'Create notification' })).toHaveAttribute(
            'href',
            '/notification/create'
        );
    });

    it('filters the items by the chosen tab', async () => {
        renderList();
        await userEvent.click(await tab(/^Sent/));
        expect(items()).toHaveLength(4);
        expect(screen.getByText('Double points weekend')).toBeVisible();
        expect(screen.getByText('4,820 views')).toBeVisible();
        expect(screen.getByText('1,312 clicks')).toBeVisible();
        await userEvent.click(await tab(/^Drafts/));
        expect(items()).toHaveLength(3);
        expect(screen.queryByText('Double points weekend')).toBeNull();
        expect(screen.getByText(/^Planned for \d{2}-\w{3}-\d{4} 09:00$/)).toBeVisible();
        expect(screen.queryByText(/^Scheduled for/)).toBeNull();
    });

    it('offers a menu that depends on the status', async () => {
        renderList();
        const draftMenu = await menuOf('Welcome to the new rewards app');
        expect(menuEntries(draftMenu)).toEqual([
            'View details',
            'Edit',
            'Send Now',
            'Schedule',
            'Delete',
        ]);
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        expect(menuEntries(await menuOf('Year-end sale starts'))).toEqual([
            'View details',
            'Edit',
            'Send Now',
        ]);
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        expect(menuEntries(await menuOf('Double points weekend'))).toEqual(['View details']);
    });

    it('sends a draft now after confirmation, moving it to Sent', async () => {
        const { calls, fetchSpy } = renderList();
        const menu = await menuOf('Welcome to the new rewards app');
        await userEvent.click(within(menu).getByRole('menuitem', { name: 'Send Now' }));
        const dialog = screen.getByRole('dialog');
        expect(dialog).toHaveTextContent('Send "Welcome to the new rewards app" now?');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Send Now' }));
        expect(await tab(/^Sent\s*5$/)).toBeVisible();
        expect(await tab(/^Drafts\s*2$/)).toBeVisible();
        expect(
            await screen.findByText(
                '"Welcome to the new rewards app" was sent (sample data: nobody received it)'
            )
        ).toBeVisible();
        expect(menuEntries(await menuOf('Welcome to the new rewards app'))).toEqual([
            'View details',
        ]);
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('schedules a draft for a future date, and refuses a past one', async () => {
        const { calls, fetchSpy } = renderList();
        const menu = await menuOf('Member survey');
        await userEvent.click(within(menu).getByRole('menuitem', { name: 'Schedule' }));
        const dialog = screen.getByRole('dialog');
        const input = within(dialog).getByLabelText('Send at');
        await userEvent.clear(input);
        await userEvent.type(input, '01/01/2020 09:00');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
        expect(within(dialog).getByText('Choose a date and time in the future')).toBeVisible();
        await userEvent.clear(input);
        await userEvent.type(input, '01/03/2099 10:30');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
        expect(await tab(/^Scheduled\s*3$/)).toBeVisible();
        expect(await tab(/^Drafts\s*2$/)).toBeVisible();
        await userEvent.click(await tab(/^Scheduled/));
        expect(screen.getByText('Scheduled for 01-Mar-2099 10:30')).toBeVisible();
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('sends a scheduled notification, and deletes a draft', async () => {
        const { calls, fetchSpy } = renderList();
        await userEvent.click(
            within(await menuOf('Year-end sale starts')).getByRole('menuitem', { name: 'Send Now' })
        );
        await userEvent.click(
            within(screen.getByRole('dialog')).getByRole('button', { name: 'Send Now' })
        );
        expect(await tab(/^Scheduled\s*1$/)).toBeVisible();
        expect(await tab(/^Sent\s*5$/)).toBeVisible();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await userEvent.click(
            within(await menuOf('Payment gateway issue')).getByRole('menuitem', { name: 'Delete' })
        );
        await userEvent.click(
            within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })
        );
        expect(await tab(/^All\s*8$/)).toBeVisible();
        expect(await tab(/^Drafts\s*2$/)).toBeVisible();
        expect(screen.queryByText('Payment gateway issue')).toBeNull();
        expect(calls).toEqual([]);
        expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('works from the keyboard: tabs with the arrow keys, the menu with Enter', async () => {
        renderList();
        (await tab(/^All/)).focus();
        await userEvent.keyboard('{ArrowRight}{Enter}');
        expect(await tab(/^Sent/)).toHaveAttribute('aria-selected', 'true');
        expect(items()).toHaveLength(4);
        screen.getByRole('button', { name: 'Actions for Double points weekend' }).focus();
        await userEvent.keyboard('{Enter}');
        expect(await screen.findByRole('menuitem', { name: 'View details' })).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        expect(await screen.findByRole('dialog', { name: 'Notification details' })).toBeVisible();
    });

    it('shows every field of a sent notification in its details', async () => {
        renderList();
        await userEvent.click(
            within(await menuOf('Maintenance tonight')).getByRole('menuitem', {
                name: 'View details',
            })
        );
        const dialog = screen.getByRole('dialog');
        expect(within(dialog).getByText('In-App, Email, SMS')).toBeVisible();
        expect(within(dialog).getByText('All')).toBeVisible();
        expect(within(dialog).getByText('9,675')).toBeVisible();
        expect(within(dialog).getByText('Urgent priority')).toBeVisible();
    });
});
