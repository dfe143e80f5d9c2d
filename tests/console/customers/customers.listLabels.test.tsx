import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lowerFirst } from '../../../src/i18n';
import { HttpResponse, http, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { serveCustomer } from './customersApi';
import { customerSummary } from './customersFixtures';

// The customer list's search box and sort buttons name the login ID as a person reads it, never as the
// identifier `loginID`; the column keeps the spec's label 'LoginID'.

vi.setConfig({ testTimeout: 30_000 });
setUpApi();
const SLOW = { timeout: 10_000 };

const openList = async (locale: 'en' | 'ms') => {
    localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    serveCustomer();
    server.use(
        http.get('/v1/i/customers', () =>
            HttpResponse.json({ customers: [customerSummary()], total: 1 })
        )
    );
    renderApp('/customers');
    await screen.findByText('Alice Tan', {}, SLOW);
};

describe('the customer list names the login ID in words', () => {
    afterEach(() => localStorage.clear());

    it('in English', async () => {
        await openList('en');
        expect(screen.getByPlaceholderText('Search login ID, name or email')).toBeVisible();
        expect(screen.getByRole('columnheader', { name: /^LoginID/ })).toBeVisible();
        expect(screen.getByRole('button', { name: 'Sort by LoginID ascending' })).toBeVisible();
        expect(screen.getByRole('button', { name: 'Sort by name ascending' })).toBeVisible();
    });

    it('in Malay', async () => {
        await openList('ms');
        expect(screen.getByPlaceholderText('Cari ID log masuk, nama atau e-mel')).toBeVisible();
        expect(
            screen.getByRole('button', { name: 'Isih mengikut ID Log Masuk menaik' })
        ).toBeVisible();
        expect(screen.getByRole('button', { name: 'Isih mengikut nama menaik' })).toBeVisible();
    });

    it('lowercases only an ordinary first word', () => {
        expect(lowerFirst('Registered Date')).toBe('registered Date');
        expect(lowerFirst('Name')).toBe('name');
        expect(lowerFirst('LoginID')).toBe('LoginID');
        expect(lowerFirst('ID Log Masuk')).toBe('ID Log Masuk');
        expect(lowerFirst('POS code')).toBe('POS code');
    });
});
