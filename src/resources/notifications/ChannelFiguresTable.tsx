import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChannelFigures } from '../../../contract';
import { formatCount } from '../../lib/format';

const COLUMNS = ['queued', 'delivered', 'failed', 'skipped'] as const;

/** Each channel's deliveries by state: a small table that fits a phone (five short columns). */
export const ChannelFiguresTable = ({ figures }: { figures: ChannelFigures[] }) => {
    const translate = useTranslate();
    return (
        <Table
            size="small"
            aria-label={translate('app.notifications.details.figures')}
            sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}
        >
            <TableHead>
                <TableRow>
                    <TableCell>{translate('app.notifications.details.channel')}</TableCell>
                    {COLUMNS.map(column => (
                        <TableCell key={column} align="right">
                            {translate(`app.notifications.delivery.${column}`)}
                        </TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {figures.map(row => (
                    <TableRow key={row.channel}>
                        <TableCell component="th" scope="row">
                            {translate(`app.notifications.channels.${row.channel}`)}
                        </TableCell>
                        {COLUMNS.map(column => (
                            <TableCell key={column} align="right">
                                {formatCount(row[column])}
                            </TableCell>
                        ))}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
