import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToken, refreshHandler, server, setUpApi } from '../api';
import { renderApp } from '../app';

setUpApi();

const SLOW = { timeout: 10_000 };

const chooseLanguage = async (current: string, name: string) => {
    fireEvent.click(screen.getByRole('button', { name: current }));
    fireEvent.click(await screen.findByRole('menuitem', { name }));
};

describe('language switch in the user menu', { timeout: 30_000 }, () => {
    afterEach(() => localStorage.clear());

    it('switches the console to Bahasa Malaysia and back, and the browser remembers the choice', async () => {
        server.use(refreshHandler(makeToken({ username: 'admin' })));
        const first = renderApp('/users');
        const navigation = await screen.findByRole('navigation', {}, SLOW);
        expect(within(navigation).getByRole('link', { name: 'Vouchers' })).toBeInTheDocument();

        await chooseLanguage('BR, account menu', 'Bahasa Malaysia');
        // The shell renders again in the new language.
        expect(await screen.findByRole('link', { name: 'Baucar' }, SLOW)).toBeInTheDocument();
        expect(screen.getByText('Hai, admin')).toBeInTheDocument();
        expect(document.documentElement.lang).toBe('ms');

        // A new visit in the same browser opens in the language chosen last.
        first.unmount();
        const second = renderApp('/users');
        expect(await screen.findByRole('link', { name: 'Baucar' }, SLOW)).toBeInTheDocument();

        fireEvent.click(screen.getByRole('button', { name: 'BR, menu akaun' }));
        const english = await screen.findByRole('menuitem', { name: 'English' });
        expect(english).toHaveAttribute('lang', 'en');
        fireEvent.click(english);
        expect(await screen.findByRole('link', { name: 'Vouchers' }, SLOW)).toBeInTheDocument();
        expect(document.documentElement.lang).toBe('en');
        second.unmount();
    });
});
