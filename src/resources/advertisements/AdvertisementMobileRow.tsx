import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Advertisement } from '../../types';
import { formatAdvertisementDate } from './advertisementDisplay';
import { RowActionsMenu } from './RowActionsMenu';
import { StatusChip } from './StatusChip';

const Detail = ({ label, value }: { label: string; value: string }) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
            {label}
        </Typography>
        <Typography variant="body2">{value}</Typography>
    </Stack>
);

/** A row that keeps Campaign, Status and Actions, and opens to show the dates. */
export const AdvertisementMobileRow = ({ advertisement }: { advertisement: Advertisement }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const panelId = `advertisement-${advertisement.id}-dates`;
    const toggleLabel = open
        ? 'app.advertisements.list.hide_details'
        : 'app.advertisements.list.show_details';
    return (
        <>
            <TableRow sx={open ? { '& > td': { borderBottom: 0 } } : undefined}>
                <TableCell padding="checkbox">
                    <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-controls={panelId}
                        aria-label={translate(toggleLabel, { title: advertisement.title })}
                        onClick={() => setOpen(wasOpen => !wasOpen)}
                    >
                        <ExpandMoreIcon
                            sx={{ rotate: open ? '180deg' : '0deg', transition: 'rotate 150ms' }}
                        />
                    </IconButton>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{advertisement.title}</TableCell>
                <TableCell>
                    <StatusChip status={advertisement.status} />
                </TableCell>
                <TableCell padding="checkbox">
                    <RowActionsMenu advertisement={advertisement} />
                </TableCell>
            </TableRow>
            <TableRow>
                <TableCell colSpan={4} sx={{ py: 0, borderBottom: open ? undefined : 0 }}>
                    <Collapse in={open} unmountOnExit>
                        <Stack id={panelId} sx={{ gap: 0.5, py: 1.5 }}>
                            <Detail
                                label={translate('app.advertisements.list.start')}
                                value={formatAdvertisementDate(advertisement.startDateTime)}
                            />
                            <Detail
                                label={translate('app.advertisements.list.end')}
                                value={formatAdvertisementDate(advertisement.endDateTime)}
                            />
                        </Stack>
                    </Collapse>
                </TableCell>
            </TableRow>
        </>
    );
};
