import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApi } from '../api';
import { renderApp } from '../app';
import { auditEntry, serveTrail } from './activityApi';

setUpApi();
const SLOW = { timeout: 10_000 };

const renamed = auditEntry();
const removed = auditEntry({
    id: '2',
    actorUsername: 'boss.lee',
    action: 'delete',
    entityType: 'advertisement',
    entityId: '12',
    recordDeleted: true,
    changes: { title: { before: 'Raya sale', after: null } },
});

const lastQuery = (queries: URLSearchParams[]) => queries[queries.length - 1];

describe('Activity', { timeout: 30_000 }, () => {
    it('lists the entries newest first: who, what, which record (a link while it exists)', async () => {
        const queries = serveTrail([renamed, removed]);
        renderApp('/activity');
        const table = await screen.findByRole('table', {}, SLOW);
        const rows = await within(table).findAllByRole('row', {}, SLOW);
        // A heading row, then one row an entry in the server's order.
        expect(rows).toHaveLength(3);
        expect(within(rows[1]).getByText('clerk.amy')).toBeVisible();
        expect(within(rows[1]).getByText('Updated')).toBeVisible();
        expect(within(rows[1]).getByRole('link', { name: 'Voucher #7' })).toHaveAttribute(
            'href',
            '/voucher/7'
        );
        expect(within(rows[2]).getByText('Deleted')).toBeVisible();
        expect(within(rows[2]).getByText(/Advertisement #12/)).toBeVisible();
        expect(within(rows[2]).queryByRole('link')).toBeNull();
        expect(within(rows[2]).getByText(/\(deleted\)/)).toBeVisible();
        // Paged and sorted on the server, newest first.
        const query = lastQuery(queries);
        expect(query.get('sort')).toBe('id');
        expect(query.get('order')).toBe('DESC');
        expect(query.get('perPage')).toBe('25');
    });

    it('sends the person, record type, action and date range to the API', async () => {
        const queries = serveTrail([renamed]);
        renderApp('/activity');
        await screen.findByText('clerk.amy', {}, SLOW);

        fireEvent.change(screen.getByLabelText('Person (username)'), {
            target: { value: 'amy' },
        });
        await waitFor(() => expect(lastQuery(queries).get('actor')).toBe('amy'), SLOW);

        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Record type' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Voucher' }));
        await waitFor(() => expect(lastQuery(queries).get('entityType')).toBe('voucher'), SLOW);

        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'What' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Updated' }));
        await waitFor(() => expect(lastQuery(queries).get('action')).toBe('update'), SLOW);

        fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/11/2026' } });
        fireEvent.change(screen.getByLabelText('To'), { target: { value: '20/11/2026' } });
        await waitFor(() => {
            const query = lastQuery(queries);
            expect(query.get('from')).toBe('2026-11-01');
            expect(query.get('to')).toBe('2026-11-20');
        }, SLOW);
        // Every filter stays on together.
        const query = lastQuery(queries);
        expect(query.get('actor')).toBe('amy');
        expect(query.get('entityType')).toBe('voucher');
        expect(query.get('action')).toBe('update');
    });

    it('unfolds an entry into its before/after table', async () => {
        serveTrail([renamed]);
        renderApp('/activity');
        fireEvent.click(await screen.findByText('clerk.amy', {}, SLOW));
        const changes = await screen.findByRole('table', { name: 'Changes' }, SLOW);
        expect(within(changes).getByRole('rowheader', { name: 'Name' })).toBeVisible();
        const cells = within(changes)
            .getAllByRole('cell')
            .map(cell => cell.textContent);
        expect(cells).toEqual(['Ten percent', 'Twelve percent']);
        expect(within(changes).getByRole('columnheader', { name: 'Before' })).toBeVisible();
        expect(within(changes).getByRole('columnheader', { name: 'After' })).toBeVisible();
    });

    it('on a phone, shows each entry as a card with its changes', async () => {
        serveTrail([renamed]);
        renderApp('/activity', 375);
        expect(await screen.findByText('Twelve percent', {}, SLOW)).toBeVisible();
        expect(screen.getByText('Ten percent')).toBeVisible();
        const changes = screen.getByRole('table', { name: 'Changes' });
        expect(within(changes).getByRole('columnheader', { name: 'Before' })).toBeVisible();
    });
});
