import {
    Card,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { scrollingTableSx } from '../../../components/scrollingTable';

export interface HistoryColumn<T> {
    label: string;
    render: (row: T) => ReactNode;
    align?: 'left' | 'right';
    /** Columns that give way on a phone. */
    hideOnPhone?: boolean;
    /** Kept on one line, e.g. timestamps, so that the free text wraps instead. */
    noWrap?: boolean;
}

const cellSx = <T,>(column: HistoryColumn<T>) => ({
    ...(column.hideOnPhone && { display: { xs: 'none', sm: 'table-cell' } }),
    ...(column.noWrap && { whiteSpace: 'nowrap' }),
});

/** The read-only table of the two customer history mockups. */
export const CustomerHistoryTable = <T extends { id: string }>({
    rows,
    columns,
}: {
    rows: T[];
    columns: HistoryColumn<T>[];
}) => {
    const translate = useTranslate();
    return (
        <Card>
            <TableContainer sx={scrollingTableSx}>
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            {columns.map(column => (
                                <TableCell
                                    key={column.label}
                                    align={column.align}
                                    sx={cellSx(column)}
                                >
                                    {translate(column.label)}
                                </TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(row => (
                            <TableRow key={row.id} hover>
                                {columns.map(column => (
                                    <TableCell
                                        key={column.label}
                                        align={column.align}
                                        sx={cellSx(column)}
                                    >
                                        {column.render(row)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
        </Card>
    );
};
