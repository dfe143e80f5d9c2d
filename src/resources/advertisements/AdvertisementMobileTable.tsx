import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ListNoResults, useListContext, useTranslate } from 'react-admin';
import type { Advertisement } from '../../../contract';
import { ExpandHeaderCell } from '../../components/ExpandableRow';
import { AdvertisementMobileRow } from './AdvertisementMobileRow';

// Our own table rather than DataTable's `expand`, whose toggle is hidden from the keyboard.
export const AdvertisementMobileTable = () => {
    const translate = useTranslate();
    const { data, isPending } = useListContext<Advertisement>();
    if (isPending) return null;
    if (!data?.length) return <ListNoResults />;
    return (
        <Table size="small">
            <TableHead>
                <TableRow>
                    <ExpandHeaderCell />
                    <TableCell>{translate('app.advertisements.list.campaign')}</TableCell>
                    <TableCell>{translate('app.advertisements.list.status')}</TableCell>
                    <TableCell padding="checkbox">
                        {translate('app.advertisements.list.actions')}
                    </TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {data.map(advertisement => (
                    <AdvertisementMobileRow key={advertisement.id} advertisement={advertisement} />
                ))}
            </TableBody>
        </Table>
    );
};
