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

export interface HistoryColumn<T> {
    label: string;
    render: (row: T) => ReactNode;
    align?: 'left' | 'right';
    /** Columns that give way on a phone. */
    hideOnPhone?: boolean;
}

const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } };

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
            <TableContainer>
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            {columns.map(column => (
                                <TableCell
                                    key={column.label}
                                    align={column.align}
                                    sx={column.hideOnPhone ? phoneHidden : undefined}
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
                                        sx={column.hideOnPhone ? phoneHidden : undefined}
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
