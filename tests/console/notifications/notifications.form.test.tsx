import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { expectButtonBar } from '../buttonBar';
import {
    type Call,
    notification,
    stopRecording,
    useNotificationsApi,
    writes,
} from './notificationApi';

vi.setConfig({ testTimeout: 60_000 });
setUpApi();
beforeEach(() => setToken(makeToken()));
afterEach(stopRecording);

const SLOW = { timeout: 10_000 };
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Types by pasting: a key at a time re-renders the whole form for each letter, which is slow in jsdom. */
const enter = async (field: HTMLElement, text: string) => {
    await userEvent.click(field);
    await userEvent.paste(text);
};
const fillContent = async (title = 'Points expiring soon') => {
    await enter(await screen.findByRole('textbox', { name: /^Title/ }, SLOW), title);
    await enter(textbox('Message'), 'Redeem them before the month ends.');
};
/** The body of the last call that changed something. */
const lastWrite = (calls: Call[]) => calls.filter(call => call.method !== 'GET').at(-1)?.body;
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('create notification with the notifications extension', () => {
    it("offers 'Cancel | Save draft | Schedule | Send Now' at the right, Send Now last", async () => {
        useNotificationsApi([]);
        renderApp('/notification/create');
        const cancel = await screen.findByRole('link', { name: 'Cancel' }, SLOW);
        expectButtonBar([
            cancel,
            ...['Save draft', 'Schedule', 'Send Now'].map(name =>
                screen.getByRole('button', { name })
            ),
        ]);
        expect(cancel).toHaveAttribute('href', '/notifications');
    });

    it('saves a draft with the fields of spec §3 and goes back to the list', async () => {
        const api = useNotificationsApi([]);
        renderApp('/notification/create');
        await fillContent();
        await userEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
        await click('Save draft');
        expect(
            await screen.findByText('Draft "Points expiring soon" saved', {}, SLOW)
        ).toBeVisible();
        expect(window.location.pathname).toBe('/notifications');
        expect(writes(api.calls)).toEqual(['POST /v1/i/notifications']);
        expect(api.calls.find(call => call.method === 'POST')?.body).toEqual({
            title: 'Points expiring soon',
            message: 'Redeem them before the month ends.',
            type: 'info',
            priority: 'normal',
            deeplink: null,
            expiresAt: null,
            recipients: 'all',
            customerIds: [],
            channels: ['in-app', 'email'],
        });
        expect(
            await screen.findByRole('heading', { level: 2, name: 'Points expiring soon' }, SLOW)
        ).toBeVisible();
    });

    it('says what is missing and makes no call', async () => {
        const api = useNotificationsApi([]);
        renderApp('/notification/create');
        await screen.findByRole('textbox', { name: /^Title/ }, SLOW);
        await userEvent.click(screen.getByRole('checkbox', { name: 'In-App' }));
        await click('Save draft');
        expect(await screen.findByText('Please enter a title')).toBeVisible();
        expect(screen.getByText('Please enter a message')).toBeVisible();
        expect(screen.getByText('Choose at least one channel')).toBeVisible();
        expect(writes(api.calls)).toEqual([]);
    });

    it('schedules: asks for a time ahead, then saves the draft and schedules it', async () => {
        const api = useNotificationsApi([]);
        renderApp('/notification/create');
        await fillContent();
        await click('Schedule');
        expect(await screen.findByText('Choose when to send it')).toBeVisible();
        expect(writes(api.calls)).toEqual([]);
        await enter(screen.getByLabelText('Scheduled date'), '04/03/2099 10:15');
        await click('Schedule');
        await waitFor(() =>
            expect(writes(api.calls)).toEqual([
                'POST /v1/i/notifications',
                'POST /v1/i/notifications/100/schedule',
            ])
        );
        expect(lastWrite(api.calls)).toEqual({
            scheduledAt: new Date(2099, 2, 4, 10, 15).toISOString(),
        });
        expect(
            await screen.findByText(/"Points expiring soon" is scheduled for 04-Mar-2099 10:15/)
        ).toBeVisible();
    });

    it('sends now after confirmation', async () => {
        const api = useNotificationsApi([]);
        renderApp('/notification/create');
        await fillContent();
        await click('Send Now');
        const dialog = await screen.findByRole('dialog', {
            name: 'Send "Points expiring soon" now?',
        });
        expect(writes(api.calls)).toEqual([]);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Send Now' }));
        await waitFor(() =>
            expect(writes(api.calls)).toEqual([
                'POST /v1/i/notifications',
                'POST /v1/i/notifications/100/send',
            ])
        );
        expect(api.notifications[0]?.status).toBe('sent');
    });

    it('picks specific customers by name', async () => {
        const api = useNotificationsApi([]);
        const alice = { id: '7', loginID: 'alice01', name: 'Alice Tan' };
        server.use(
            http.get('/v1/i/customers', () =>
                HttpResponse.json({
                    customers: [
                        {
                            ...alice,
                            status: 'active',
                            rewardPoints: 0,
                            registeredAt: '2026-01-05T00:00:00Z',
                        },
                    ],
                    total: 1,
                })
            ),
            http.get('/v1/i/customers/7', () =>
                HttpResponse.json({ customer: { ...alice, email: 'a@example.com' } })
            )
        );
        renderApp('/notification/create');
        await fillContent();
        await userEvent.click(screen.getByRole('radio', { name: 'Specific' }));
        await click('Save draft');
        expect(await screen.findByText('Choose at least one customer')).toBeVisible();
        await userEvent.type(screen.getByRole('combobox', { name: /^Customers/ }), 'Ali');
        await userEvent.click(
            await screen.findByRole('option', { name: 'Alice Tan (alice01)' }, SLOW)
        );
        await click('Save draft');
        await waitFor(() => expect(writes(api.calls)).toEqual(['POST /v1/i/notifications']));
        expect(api.calls.find(call => call.method === 'POST')?.body).toMatchObject({
            recipients: 'specific',
            customerIds: ['7'],
        });
    });

    it('keeps the draft and opens it when the schedule is refused', async () => {
        useNotificationsApi([]);
        server.use(
            http.post('/v1/i/notifications/:id/schedule', () =>
                HttpResponse.json({ message: 'scheduledAt must be in the future' }, { status: 400 })
            )
        );
        renderApp('/notification/create');
        await fillContent();
        await enter(screen.getByLabelText('Scheduled date'), '04/03/2099 10:15');
        await click('Schedule');
        expect(
            await screen.findByText('scheduledAt must be in the future', {}, SLOW)
        ).toBeVisible();
        await waitFor(() => expect(window.location.pathname).toBe('/notification/100'));
        expect(
            await screen.findByRole('heading', { level: 1, name: 'Edit notification' })
        ).toBeVisible();
    });
});

describe('edit notification with the notifications extension', () => {
    it('edits a draft with PATCH', async () => {
        const api = useNotificationsApi([notification({ id: '1', title: 'Member survey' })]);
        renderApp('/notification/1');
        const title = await screen.findByRole('textbox', { name: /^Title/ }, SLOW);
        await waitFor(() => expect(title).toHaveValue('Member survey'));
        await enter(title, ' 2026');
        await click('Save draft');
        await waitFor(() => expect(writes(api.calls)).toEqual(['PATCH /v1/i/notifications/1']));
        expect(lastWrite(api.calls)).toMatchObject({ title: 'Member survey 2026' });
    });

    it('takes a scheduled one back to drafts on Save draft', async () => {
        const api = useNotificationsApi([
            notification({ id: '2', status: 'scheduled', scheduledAt: '2099-01-01T01:00:00.000Z' }),
        ]);
        renderApp('/notification/2');
        await screen.findByRole('textbox', { name: /^Title/ }, SLOW);
        await waitFor(() => expect(screen.getByLabelText('Scheduled date')).not.toHaveValue(''));
        await click('Save draft');
        await waitFor(() =>
            expect(writes(api.calls)).toEqual([
                'PATCH /v1/i/notifications/2',
                'POST /v1/i/notifications/2/unschedule',
            ])
        );
        expect(api.notifications[0]?.status).toBe('draft');
    });

    it('offers no form for a sent notification', async () => {
        useNotificationsApi([notification({ id: '3', status: 'sent' })]);
        renderApp('/notification/3');
        expect(
            await screen.findByText(
                'This notification has been sent and can no longer be edited.',
                {},
                SLOW
            )
        ).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    });
});
