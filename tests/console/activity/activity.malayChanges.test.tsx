import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpApi } from '../api';
import { renderApp } from '../app';
import { auditEntry, serveTrail } from './activityApi';

// A change's field and value as a Malay clerk reads them: the screens' labels, and the server's stand-ins
// for a customer's personal data in Malay too.

setUpApi();
const SLOW = { timeout: 10_000 };

const profileEdit = auditEntry({
    entityType: 'customer',
    entityId: '9',
    record: { name: 'Alice Tan', loginId: 'L0001' },
    changes: { firstName: { before: '(personal data)', after: '(personal data, changed)' } },
});
const notificationEdit = auditEntry({
    id: '2',
    entityType: 'notification',
    entityId: 'n1',
    record: { name: 'Jualan Hujung Tahun' },
    changes: {
        priority: { before: 'normal', after: 'high' },
        deeplink: { before: null, after: 'promo:year-end' },
        updatedAt: { before: '2026-11-30T01:00:00.000Z', after: '2026-12-01T02:30:00.000Z' },
    },
});

describe('Activity changes in Malay', { timeout: 30_000 }, () => {
    afterEach(() => localStorage.clear());

    it("labels every field and writes the server's stand-ins in Malay", async () => {
        localStorage.setItem('RaStore.locale', JSON.stringify('ms'));
        serveTrail([profileEdit, notificationEdit]);
        renderApp('/activity');
        const table = await screen.findByRole('table', {}, SLOW);
        const rows = await within(table).findAllByRole('row', {}, SLOW);
        fireEvent.click(within(rows[1]).getByText('clerk.amy'));
        const profile = (await screen.findByRole('table', { name: 'Perubahan' }, SLOW)).textContent;
        expect(profile).toContain('Nama Pertama');
        expect(profile).toContain('(data peribadi)');
        expect(profile).toContain('(data peribadi, diubah)');
        expect(profile).not.toMatch(/personal data|First name/);
        fireEvent.click(within(rows[2]).getByText('clerk.amy'));
        const texts = (await screen.findAllByRole('table', { name: 'Perubahan' }, SLOW))
            .map(changes => changes.textContent)
            .join(' ');
        expect(texts).toContain('Keutamaan');
        expect(texts).toContain('Tinggi');
        expect(texts).toContain('Dikemas kini');
        expect(texts).not.toMatch(/Updated at|Deeplink|high/);
    });
});
