import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../format';
import type { Voucher } from '../../types';
import { StatusChip } from './StatusChip';
import { ViewDetailsButton } from './ViewDetailsButton';
import { formatDiscount, formatPoints } from './voucherDisplay';

export const VoucherMobileRow = ({ voucher }: { voucher: Voucher }) => {
    const translate = useTranslate();
    const [expanded, setExpanded] = useState(false);
    const detailsId = `voucher-${voucher.id}-details`;
    const details: [string, string][] = [
        ['validityStartDate', formatDate(voucher.validityStartDate)],
        ['validityEndDate', formatDate(voucher.validityEndDate)],
        ['discountValue', formatDiscount(voucher, translate)],
        ['redeemPoints', formatPoints(voucher.pointsRequired, translate)],
    ];
    return (
        <RecordContextProvider value={voucher}>
            <TableRow sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}>
                <TableCell padding="checkbox">
                    <IconButton
                        size="small"
                        aria-expanded={expanded}
                        aria-controls={detailsId}
                        aria-label={translate(
                            expanded
                                ? 'app.vouchers.list.hide_details'
                                : 'app.vouchers.list.show_details',
                            { name: voucher.name }
                        )}
                        onClick={() => setExpanded(!expanded)}
                    >
                        <ExpandMoreIcon
                            sx={{
                                transform: expanded ? 'rotate(180deg)' : 'none',
                                transition: 'transform 150ms',
                            }}
                        />
                    </IconButton>
                </TableCell>
                <TableCell>{voucher.name}</TableCell>
                <TableCell>
                    <StatusChip status={voucher.status} />
                </TableCell>
                <TableCell>
                    <ViewDetailsButton />
                </TableCell>
            </TableRow>
            <TableRow>
                <TableCell colSpan={4} sx={{ py: 0 }}>
                    <Collapse in={expanded} unmountOnExit>
                        <Box
                            component="dl"
                            id={detailsId}
                            sx={{
                                display: 'grid',
                                gridTemplateColumns: 'auto 1fr',
                                columnGap: 2,
                                rowGap: 0.5,
                                my: 1.5,
                                '& dt': { color: 'text.secondary' },
                                '& dd': { m: 0 },
                            }}
                        >
                            {details.map(([field, value]) => (
                                <Box key={field} sx={{ display: 'contents' }}>
                                    <dt>{translate(`resources.vouchers.fields.${field}`)}</dt>
                                    <dd>{value}</dd>
                                </Box>
                            ))}
                        </Box>
                    </Collapse>
                </TableCell>
            </TableRow>
        </RecordContextProvider>
    );
};
