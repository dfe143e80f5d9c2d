import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxItem } from '../../../contract';
import { setToken } from '../../../src/api/http';
import { HttpResponse, http, makeToken, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { customer } from '../customers/customersFixtures';
import { stopRecording, useNotificationsApi } from './notificationApi';

// Without the extension the console is the spec's: sample screens and no call at all. With it, the customer details gain the Messages card (the customer's inbox).

vi.setConfig({ testTimeout: 30_000 });
setUpApi();

const SLOW = { timeout: 10_000 };
let paths: string[];
const record = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
};
beforeEach(() => {
    setToken(makeToken());
    paths = [];
    server.events.on('request:start', record);
    server.use(http.get('/v1/i/customers/c1', () => HttpResponse.json({ customer: customer() })));
});
afterEach(() => {
    server.events.removeListener('request:start', record);
    stopRecording();
});

describe('the notification screens without the notifications extension', () => {
    it('shows the sample list and makes no call for notifications', async () => {
        renderApp('/notifications');
        expect(await screen.findByText('Double points weekend', {}, SLOW)).toBeVisible();
        expect(screen.getByText('Sample data')).toBeVisible();
        expect(paths).toEqual([]);
    });

    it('shows the sample create form', async () => {
        renderApp('/notification/create');
        expect(
            await screen.findByRole('button', { name: 'Create notification' }, SLOW)
        ).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
        expect(paths).toEqual([]);
    });

    it('has no edit path', async () => {
        renderApp('/notification/5');
        expect(await screen.findByText(/not found/i, {}, SLOW)).toBeVisible();
        expect(paths).toEqual([]);
    });

    it('leaves the Messages card out of the customer details, and asks for no inbox', async () => {
        renderApp('/customer/c1');
        expect(await screen.findByText('alice@example.com', {}, SLOW)).toBeVisible();
        await waitFor(() => expect(paths).toContain('/v1/i/customers/c1'));
        expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
        expect(paths.filter(path => path.includes('inbox'))).toEqual([]);
    });
});

const message = (overrides: Partial<InboxItem> = {}): InboxItem => ({
    deliveryId: 'd1',
    notificationId: '1',
    title: 'Double points weekend',
    message: 'Earn 2x reward points this weekend.',
    type: 'info',
    priority: 'normal',
    deeplink: null,
    deliveredAt: '2026-11-02T10:00:00.000Z',
    expiresAt: null,
    viewedAt: null,
    clickedAt: null,
    ...overrides,
});

describe('the Messages card with the notifications extension', () => {
    it("lists the customer's messages, read or unread", async () => {
        useNotificationsApi(
            [],
            [
                message(),
                message({
                    deliveryId: 'd2',
                    title: 'Maintenance tonight',
                    viewedAt: '2026-11-01T12:00:00.000Z',
                }),
            ]
        );
        renderApp('/customer/c1');
        const card = await screen.findByRole('region', { name: 'Messages' }, SLOW);
        expect(await within(card).findByText('2 messages, 1 unread', {}, SLOW)).toBeVisible();
        const items = within(card).getAllByRole('listitem');
        expect(within(items[0] as HTMLElement).getByText('Double points weekend')).toBeVisible();
        expect(within(items[0] as HTMLElement).getByText('Unread')).toBeVisible();
        expect(within(items[1] as HTMLElement).getByText('Read')).toBeVisible();
        expect(paths).toContain('/v1/i/customers/c1/inbox');
    });

    it('says when there is none', async () => {
        useNotificationsApi([]);
        renderApp('/customer/c1');
        const card = await screen.findByRole('region', { name: 'Messages' }, SLOW);
        expect(
            await within(card).findByText('No messages for this customer yet.', {}, SLOW)
        ).toBeVisible();
    });

    it('says when the inbox cannot be loaded', async () => {
        useNotificationsApi([]);
        server.use(
            http.get('/v1/i/customers/:id/inbox', () =>
                HttpResponse.json({ message: 'Boom' }, { status: 500 })
            )
        );
        renderApp('/customer/c1');
        const card = await screen.findByRole('region', { name: 'Messages' }, SLOW);
        expect(
            await within(card).findByText('Could not load the messages.', {}, SLOW)
        ).toBeVisible();
    });
});
