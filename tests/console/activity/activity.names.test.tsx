import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponse, http, server, setUpApi } from '../api';
import { renderApp } from '../app';
import { EXTENSIONS, serveCustomer } from '../customers/customersApi';
import { auditEntry, serveTrail } from './activityApi';

setUpApi();
const SLOW = { timeout: 10_000 };

const voucherEdit = auditEntry({
    record: { name: 'Kopi Percuma' },
    changes: {
        pointsRequired: { before: 50, after: 80 },
        validityEndDate: { before: null, after: '2026-12-31T23:00:00.000Z' },
        discountItemOriginalPrice: { before: 12.5, after: 15 },
        status: { before: 'inactive', after: 'active' },
        imageURL: { before: null, after: '/uploads/abc.png' },
    },
});
const ledgerEntry = auditEntry({
    id: '2',
    action: 'create',
    entityType: 'pointsEntry',
    entityId: '1431',
    record: { customer: 'Alice Tan', loginId: 'L0001', anonymised: false },
    changes: {
        pointsChange: { before: null, after: 50 },
        kind: { before: null, after: 'adjustment' },
    },
});
const anonymised = auditEntry({
    id: '3',
    entityType: 'customer',
    entityId: '9',
    record: { name: null, loginId: null, anonymised: true },
    changes: { status: { before: 'active', after: 'suspended' } },
});
const staffAccess = auditEntry({
    id: '4',
    entityType: 'staffUser',
    entityId: '5',
    record: { name: 'Siti Aminah', loginId: 'siti' },
    changes: { permissions: { before: [], after: ['advertisements:write'] } },
});
const exported = auditEntry({
    id: '5',
    action: 'export',
    entityType: 'export',
    entityId: 'customers',
    changes: {},
});

describe('Activity names records and labels changes', { timeout: 30_000 }, () => {
    afterEach(() => localStorage.clear());

    it('names each record and labels each change with values as the screens write them', async () => {
        serveTrail([voucherEdit, ledgerEntry, anonymised, staffAccess, exported]);
        renderApp('/activity');
        const table = await screen.findByRole('table', {}, SLOW);
        const rows = await within(table).findAllByRole('row', {}, SLOW);
        expect(within(rows[1]).getByRole('link', { name: 'Voucher: Kopi Percuma' })).toBeVisible();
        expect(within(rows[2]).getByText('Points entry: Alice Tan (L0001)')).toBeVisible();
        expect(within(rows[3]).getByText('Anonymised customer #9')).toBeVisible();
        expect(within(rows[4]).getByText('Staff user: Siti Aminah (siti)')).toBeVisible();
        expect(within(rows[5]).getByText('Export: customers')).toBeVisible();
        expect(within(rows[1]).queryByText(/pointsRequired|imageURL/)).toBeNull();
        fireEvent.click(within(rows[1]).getByText('clerk.amy'));
        const changes = await screen.findByRole('table', { name: 'Changes' }, SLOW);
        const text = changes.textContent ?? '';
        expect(text).toMatch(/(31-Dec-2026|01-Jan-2027) \d\d:00/);
        expect(text).toContain('MYR 15.00');
        expect(text).toContain('Image changed');
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T|\/uploads\/|pointsRequired|inactive/);
        fireEvent.click(within(rows[2]).getByText('clerk.amy'));
        expect(await screen.findByText('Adjustment', {}, SLOW)).toBeVisible();
        fireEvent.click(within(rows[4]).getByText('clerk.amy'));
        expect(await screen.findByText('Manage Advertisements', {}, SLOW)).toBeVisible();
        expect(document.body.textContent).not.toContain('["advertisements:write"]');
    });

    it('writes record types, list names and months in Malay', async () => {
        localStorage.setItem('RaStore.locale', JSON.stringify('ms'));
        serveTrail([{ ...voucherEdit, at: '2026-12-01T02:30:00Z' }, exported]);
        renderApp('/activity');
        expect(await screen.findByText('Eksport: pelanggan', {}, SLOW)).toBeVisible();
        expect(screen.getByRole('link', { name: 'Baucar: Kopi Percuma' })).toBeVisible();
        expect(screen.getAllByText(/01-Dis-2026/).length).toBeGreaterThan(0);
        expect(document.body.textContent).not.toMatch(/Eksport customers|-Dec-/);
    });

    it('shows History cards without ISO text, upload paths or JSON', async () => {
        localStorage.setItem('RaStore.locale', JSON.stringify('en'));
        serveCustomer({ extensions: [...EXTENSIONS, 'audit-log'] });
        const entry = auditEntry({
            entityType: 'customer',
            entityId: 'c1',
            changes: {
                anonymisedAt: { before: null, after: '2026-12-31T23:00:00.000Z' },
                imageURL: { before: '/uploads/old.png', after: '/uploads/new.png' },
                status: { before: 'active', after: 'suspended' },
            },
        });
        server.use(
            http.get('/v1/i/audit-log', () => HttpResponse.json({ entries: [entry], total: 1 }))
        );
        renderApp('/customer/c1');
        const panel = await screen.findByRole('region', { name: 'History' }, SLOW);
        expect(await within(panel).findByText('Suspended', {}, SLOW)).toBeVisible();
        const text = panel.textContent ?? '';
        expect(text).toContain('Image changed');
        expect(text).toMatch(/(31-Dec-2026|01-Jan-2027) \d\d:00/);
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T|\/uploads\/|anonymisedAt|imageURL|[[{]"/);
    });
});
