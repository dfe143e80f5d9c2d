import { act, fireEvent, screen, within } from '@testing-library/react';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPaintForTests } from '../../../src/components/firstPaint';
import { ListColumn } from '../../../src/components/ListColumn';
import { ListFilters } from '../../../src/components/ListFilters';
import { ListPagination } from '../../../src/components/StatefulList';
import { voucherFilters } from '../../../src/resources/vouchers/voucherFilters';
import { renderWithAdmin } from '../render';

const vouchers = [
    { id: 1, name: 'Roti Canai Free', status: 'active' },
    { id: 2, name: 'Teh Tarik Half Price', status: 'active' },
    { id: 3, name: 'Kopi Expired', status: 'expired' },
];

// A list's first screen as StatefulList draws it: the filters, a sortable column and the pager.
const VoucherScreen = () => {
    const list = useList({
        data: vouchers,
        filter: { status: 'active' },
        sort: { field: 'name', order: 'ASC' },
        perPage: 25,
    });
    return (
        <ListContextProvider value={list}>
            <ListFilters filters={voucherFilters} />
            <DataTable rowClick={false} bulkActionButtons={false}>
                <ListColumn source="name" />
            </DataTable>
            <ListPagination />
        </ListContextProvider>
    );
};

const firstRowName = () => within(screen.getAllByRole('row')[1]).getByRole('cell').textContent;
const paint = () => act(() => vi.advanceTimersByTime(300));

describe("the console's first screen before and after its first paint", () => {
    beforeEach(() => {
        firstPaintForTests.reset();
        // The frame and the task after it that say the screen was painted (src/components/firstPaint.ts).
        vi.useFakeTimers({
            toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
        });
    });
    afterEach(() => {
        vi.useRealTimers();
        firstPaintForTests.done();
    });

    it('draws working stand-ins for the MUI controls that would hold the paint back, then the real ones', () => {
        renderWithAdmin(<VoucherScreen />, { resource: 'vouchers' });
        // The filter: an inert copy of the form, the status a native select showing the chosen one.
        const standIn = screen.getByRole('combobox', { name: 'Status' });
        expect(standIn.tagName).toBe('SELECT');
        expect(standIn).toHaveDisplayValue('Active');
        expect(standIn.closest('form')).toHaveAttribute('inert');
        // No rows-per-page menu yet; the range is there.
        expect(screen.queryByRole('combobox', { name: 'Rows per page:' })).toBeNull();
        expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
        // The header's sort button works and is named as its tooltip names it.
        expect(firstRowName()).toBe('Roti Canai Free');
        fireEvent.click(screen.getByRole('button', { name: 'Sort by name descending' }));
        expect(firstRowName()).toBe('Teh Tarik Half Price');

        paint();
        const status = screen.getByRole('combobox', { name: 'Status' });
        expect(status.tagName).not.toBe('SELECT');
        expect(status).toHaveAttribute('aria-haspopup', 'listbox');
        expect(status).toHaveTextContent('Active');
        expect(status.closest('form')).not.toHaveAttribute('inert');
        expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveTextContent('25');
        // The real header keeps the order chosen before, and shows its tooltip on hovering.
        const sortButton = screen.getByRole('button', { name: 'Sort by name ascending' });
        expect(firstRowName()).toBe('Teh Tarik Half Price');
        fireEvent.mouseOver(sortButton);
        act(() => vi.advanceTimersByTime(400));
        expect(screen.getByRole('tooltip')).toHaveTextContent('Sort by name ascending');
    });

    it('draws the real controls at once on any screen opened after the first one was painted', () => {
        const first = renderWithAdmin(<VoucherScreen />, { resource: 'vouchers' });
        paint();
        first.unmount();
        renderWithAdmin(<VoucherScreen />, { resource: 'vouchers' });
        expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute(
            'aria-haspopup',
            'listbox'
        );
        expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toBeInTheDocument();
    });
});
