import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useListContext, useTranslate } from 'react-admin';
import type { Voucher } from '../../../contract';
import { ExpandHeaderCell } from '../../components/ExpandableRow';
import { EmptyVouchers } from './EmptyVouchers';
import { VoucherMobileRow } from './VoucherMobileRow';

// Below md the list keeps Name, Status and Actions; each row expands to show the rest (spec §2).
// A table of our own rather than DataTable's `expand`, whose toggle is hidden from the keyboard.
export const VoucherMobileTable = () => {
    const translate = useTranslate();
    const { data, isPending } = useListContext<Voucher>();
    if (isPending) return null;
    if (!data?.length) return <EmptyVouchers />;
    return (
        <Table size="small">
            <TableHead>
                <TableRow>
                    <ExpandHeaderCell />
                    <TableCell>{translate('resources.vouchers.fields.name')}</TableCell>
                    <TableCell>{translate('resources.vouchers.fields.status')}</TableCell>
                    <TableCell>{translate('resources.vouchers.fields.actions')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {data.map(voucher => (
                    <VoucherMobileRow key={voucher.id} voucher={voucher} />
                ))}
            </TableBody>
        </Table>
    );
};
