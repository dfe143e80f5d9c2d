import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '../../../contract/permissions';
import { setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { notification, stopRecording, useNotificationsApi, writes } from './notificationApi';

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
afterEach(stopRecording);

const SLOW = { timeout: 10_000 };
const future = new Date(Date.now() + 3 * 86_400_000).toISOString();

const draft = notification({ id: '1', title: 'Member survey' });
const scheduled = notification({
    id: '2',
    title: 'Year-end sale',
    status: 'scheduled',
    scheduledAt: future,
});
const sent = notification({
    id: '3',
    title: 'Maintenance tonight',
    status: 'sent',
    channels: ['in-app', 'email'],
    views: 1234,
    clicks: 56,
    delivery: [
        { channel: 'in-app', queued: 0, delivered: 900, failed: 0, skipped: 0 },
        { channel: 'email', queued: 0, delivered: 850, failed: 20, skipped: 30 },
    ],
    progress: {
        total: 1800,
        done: 1800,
        startedAt: '2026-11-02T10:00:00.000Z',
        finishedAt: '2026-11-02T10:01:00.000Z',
    },
});

beforeEach(() => setToken(makeToken()));

const item = (title: string) =>
    screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
const openMenu = async (title: string) => {
    await userEvent.click(screen.getByRole('button', { name: `Actions for ${title}` }));
    return screen.getByRole('menu');
};
const menuEntries = async (title: string) => {
    const menu = await openMenu(title);
    const names = within(menu)
        .getAllByRole('menuitem')
        .map(entry => entry.textContent);
    await userEvent.keyboard('{Escape}');
    return names;
};

describe('the notifications list with the notifications extension', () => {
    it("shows the server's notifications, each tab with the server's count, and no sample data", async () => {
        const api = useNotificationsApi([draft, scheduled, sent]);
        renderApp('/notifications');
        expect(await screen.findByText('Member survey', {}, SLOW)).toBeVisible();
        expect(screen.queryByText('Sample data')).toBeNull();
        const tabs = screen.getAllByRole('tab').map(tab => tab.textContent);
        expect(tabs).toEqual(['All3', 'Sent1', 'Scheduled1', 'Drafts1']);
        expect(within(item('Maintenance tonight')).getByText('1,234 views')).toBeVisible();
        expect(within(item('Maintenance tonight')).getByText('56 clicks')).toBeVisible();
        await userEvent.click(screen.getByRole('tab', { name: /Scheduled/ }));
        await waitFor(() => expect(screen.queryByText('Member survey')).toBeNull());
        expect(screen.getByText('Year-end sale')).toBeVisible();
        expect(api.calls.at(-1)?.search.get('status')).toBe('scheduled');
    });

    it("shows no other tab's rows while a tab is asked for, and keeps the counts meanwhile", async () => {
        useNotificationsApi([draft, scheduled, sent]);
        let answerSent: () => void = () => undefined;
        const sentAsked = new Promise<void>(resolve => {
            answerSent = resolve;
        });
        // Holds the Sent tab's answer back, then lets the recorded API answer it.
        server.use(
            http.get('/v1/i/notifications', async ({ request }) => {
                if (new URL(request.url).searchParams.get('status') === 'sent') await sentAsked;
            })
        );
        renderApp('/notifications');
        expect(await screen.findByText('Year-end sale', {}, SLOW)).toBeVisible();
        await userEvent.click(screen.getByRole('tab', { name: /Sent/ }));
        // The scheduled one must not stand under Sent as if it had gone out.
        await waitFor(() => expect(screen.queryByText('Year-end sale')).toBeNull());
        expect(screen.queryByText('Member survey')).toBeNull();
        expect(screen.getByRole('status', { name: /Loading/ })).toBeVisible();
        expect(screen.getAllByRole('tab').map(tab => tab.textContent)).toEqual([
            'All3',
            'Sent1',
            'Scheduled1',
            'Drafts1',
        ]);
        answerSent();
        expect(await screen.findByText('Maintenance tonight', {}, SLOW)).toBeVisible();
        expect(screen.queryByText('Year-end sale')).toBeNull();
    });

    it('offers in each item the actions of its status (spec §2, §4)', async () => {
        useNotificationsApi([draft, scheduled, sent]);
        renderApp('/notifications');
        await screen.findByText('Member survey', {}, SLOW);
        expect(await menuEntries('Member survey')).toEqual([
            'View details',
            'Edit',
            'Send Now',
            'Schedule',
            'Delete',
        ]);
        expect(await menuEntries('Year-end sale')).toEqual([
            'View details',
            'Edit',
            'Send Now',
            'Back to draft',
        ]);
        expect(await menuEntries('Maintenance tonight')).toEqual(['View details']);
    });

    it('sends a draft after confirmation and shows it under Sent', async () => {
        const api = useNotificationsApi([draft, sent]);
        renderApp('/notifications');
        await screen.findByText('Member survey', {}, SLOW);
        await userEvent.click(within(await openMenu('Member survey')).getByText('Send Now'));
        const dialog = await screen.findByRole('dialog', { name: 'Send "Member survey" now?' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Send Now' }));
        await waitFor(() => expect(writes(api.calls)).toEqual(['POST /v1/i/notifications/1/send']));
        expect(await screen.findByText('"Member survey" is being sent')).toBeVisible();
        await waitFor(() =>
            expect(screen.getByRole('tab', { name: /Sent/ }).textContent).toBe('Sent2')
        );
    });

    it('schedules a draft at the chosen time and takes a scheduled one back to drafts', async () => {
        const api = useNotificationsApi([draft, scheduled]);
        renderApp('/notifications');
        await screen.findByText('Member survey', {}, SLOW);
        await userEvent.click(within(await openMenu('Member survey')).getByText('Schedule'));
        const dialog = await screen.findByRole('dialog');
        const field = within(dialog).getByLabelText('Send at');
        await userEvent.clear(field);
        // Typed as the field shows it: DD/MM/YYYY HH:mm in both languages.
        await userEvent.type(field, '02/01/2099 09:30');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
        await waitFor(() =>
            expect(writes(api.calls)).toEqual(['POST /v1/i/notifications/1/schedule'])
        );
        const body = api.calls.find(call => call.method === 'POST')?.body;
        expect(new Date(String(body?.scheduledAt)).getTime()).toBe(
            new Date(2099, 0, 2, 9, 30).getTime()
        );

        await userEvent.click(within(await openMenu('Year-end sale')).getByText('Back to draft'));
        const confirm = await screen.findByRole('dialog', {
            name: 'Take "Year-end sale" back to drafts?',
        });
        await userEvent.click(within(confirm).getByRole('button', { name: 'Back to draft' }));
        await waitFor(() =>
            expect(writes(api.calls)).toContain('POST /v1/i/notifications/2/unschedule')
        );
        await waitFor(() =>
            expect(screen.getByRole('tab', { name: /Drafts/ }).textContent).toBe('Drafts1')
        );
    });

    it('deletes a draft after confirmation', async () => {
        const api = useNotificationsApi([draft, sent]);
        renderApp('/notifications');
        await screen.findByText('Member survey', {}, SLOW);
        await userEvent.click(within(await openMenu('Member survey')).getByText('Delete'));
        const dialog = await screen.findByRole('dialog', { name: 'Delete "Member survey"?' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(screen.queryByText('Member survey')).toBeNull());
        expect(writes(api.calls)).toEqual(['DELETE /v1/i/notifications/1']);
    });

    it("shows the server's refusal and the list as it now is", async () => {
        const api = useNotificationsApi([draft]);
        renderApp('/notifications');
        await screen.findByText('Member survey', {}, SLOW);
        // Someone else sent it meanwhile.
        api.notifications = [{ ...draft, status: 'sent' }];
        await userEvent.click(within(await openMenu('Member survey')).getByText('Send Now'));
        await userEvent.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Now' })
        );
        expect(await screen.findByText('Not allowed in this state')).toBeVisible();
        await waitFor(() =>
            expect(screen.getByRole('tab', { name: /Sent/ }).textContent).toBe('Sent1')
        );
    });

    it('shows each channel figures in the details', async () => {
        useNotificationsApi([sent]);
        renderApp('/notifications');
        await screen.findByText('Maintenance tonight', {}, SLOW);
        await userEvent.click(
            within(await openMenu('Maintenance tonight')).getByText('View details')
        );
        const dialog = await screen.findByRole('dialog', { name: 'Notification details' });
        const table = within(dialog).getByRole('table', { name: 'Delivery by channel' });
        const rows = within(table)
            .getAllByRole('row')
            .map(row => Array.from(row.querySelectorAll('th, td'), cell => cell.textContent));
        expect(rows).toEqual([
            ['Channel', 'Queued', 'Delivered', 'Failed', 'Skipped'],
            ['In-App', '0', '900', '0', '0'],
            ['Email', '0', '850', '20', '30'],
        ]);
        expect(
            within(dialog).getByText(`02-Nov-2026 ${localTime('2026-11-02T10:00:00.000Z')}`)
        ).toBeVisible();
    });

    it('shows the progress of a send and asks again until every delivery is settled', async () => {
        const startedAt = '2026-11-02T10:00:00.000Z';
        const sending = notification({
            ...sent,
            progress: { total: 1000, done: 340, startedAt, finishedAt: null },
        });
        const api = useNotificationsApi([sending]);
        renderApp('/notifications');
        expect(await screen.findByText('Sending 340 of 1,000', {}, SLOW)).toBeVisible();
        expect(screen.getByRole('progressbar', { name: 'Sending 340 of 1,000' })).toHaveAttribute(
            'aria-valuenow',
            '34'
        );
        api.notifications = [
            {
                ...sending,
                progress: { total: 1000, done: 1000, startedAt, finishedAt: startedAt },
            },
        ];
        await waitFor(() => expect(screen.queryByText(/^Sending/)).toBeNull(), { timeout: 6000 });
        const lists = api.calls.filter(
            call => call.method === 'GET' && call.path === '/v1/i/notifications'
        );
        expect(lists.length).toBeGreaterThanOrEqual(2);
        // Settled: no more polling.
        const settled = lists.length;
        await new Promise(resolve => setTimeout(resolve, 2500));
        expect(api.calls.filter(call => call.path === '/v1/i/notifications').length).toBe(settled);
    });

    it('says when a tab is empty', async () => {
        useNotificationsApi([sent]);
        renderApp('/notifications?tab=draft');
        expect(await screen.findByText('No drafts.', {}, SLOW)).toBeVisible();
        expect(screen.getByRole('tab', { name: /Drafts/ })).toHaveAttribute(
            'aria-selected',
            'true'
        );
    });

    it('says when the list cannot be loaded, and tries again on request', async () => {
        const api = useNotificationsApi([draft]);
        let failing = true;
        server.use(
            http.get('/v1/i/notifications', () =>
                failing ? HttpResponse.json({ message: 'Boom' }, { status: 500 }) : undefined
            )
        );
        renderApp('/notifications');
        expect(await screen.findByText("Couldn't load notifications.", {}, SLOW)).toBeVisible();
        failing = false;
        await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
        expect(await screen.findByText('Member survey', {}, SLOW)).toBeVisible();
        expect(api.notifications).toHaveLength(1);
    });
});

/** The local time of day as the detailed timestamp writes it (24-hour): '18:00'. */
const localTime = (iso: string) => {
    const date = new Date(iso);
    return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

describe('without Manage Notifications', () => {
    const analyst = makeToken({ role: 'analyst', permissions: defaultPermissions('analyst') });
    beforeEach(() => {
        setToken(analyst);
        server.use(refreshHandler(analyst));
    });

    it('reads the list and the details, with no way to create, edit, send, schedule or delete', async () => {
        useNotificationsApi([draft, scheduled, sent]);
        renderApp('/notifications');
        await screen.findByText('Member survey', {}, SLOW);
        expect(screen.queryByRole('link', { name: 'Create notification' })).toBeNull();
        for (const title of ['Member survey', 'Year-end sale', 'Maintenance tonight']) {
            expect(await menuEntries(title)).toEqual(['View details']);
        }
    });

    it('gets the access-denied page at /notification/create', async () => {
        useNotificationsApi([]);
        renderApp('/notification/create');
        expect(await screen.findByText('Access denied', {}, SLOW)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    });
});
