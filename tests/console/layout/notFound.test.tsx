import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';

setUpApi();

const SLOW = { timeout: 10_000 };

describe('the 404 page', { timeout: 30_000 }, () => {
    afterEach(() => localStorage.clear());

    it('ends its message with one full stop, in English and in Malay', async () => {
        server.use(refreshHandler(makeToken({ username: 'admin' })));
        const english = renderApp('/no-such-screen');
        expect(
            await screen.findByText(
                'Either you typed a wrong URL, or you followed a bad link.',
                {},
                SLOW
            )
        ).toBeVisible();
        english.unmount();
        localStorage.setItem('RaStore.locale', JSON.stringify('ms'));
        renderApp('/no-such-screen');
        expect(
            await screen.findByText(
                'Sama ada anda tersilap menaip URL, atau anda mengikuti pautan yang rosak.',
                {},
                SLOW
            )
        ).toBeVisible();
        expect(screen.queryByText(/\.\.$/)).toBeNull();
    });
});
