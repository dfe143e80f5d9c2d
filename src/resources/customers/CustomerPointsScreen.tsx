import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTimestamp } from '../../lib/format';
import { CustomerHistoryScreen } from './CustomerHistoryScreen';
import type { HistoryColumn } from './histories/HistoryTable';
import CustomerPointsSample from './histories/PointsHistorySample';
import { LedgerReason } from './LedgerReason';
import type { LedgerEntry } from './ledgerEntry';
import { ledgerOrSample } from './ledgerOrSample';
import { PointsChange } from './PointsChange';
import { ReverseEntryButton } from './ReverseEntryButton';

/** The reason, with who made the entry beneath it: the date column keeps to one line. */
const ReasonAndStaff = ({ entry }: { entry: LedgerEntry }) => {
    const translate = useTranslate();
    return (
        <>
            <LedgerReason entry={entry} />
            {entry.staff && (
                <Typography variant="caption" color="text.secondary" component="div">
                    {translate('app.customers.ledger.by_name', { name: entry.staff.username })}
                </Typography>
            )}
        </>
    );
};

const columns = (customerId: string): HistoryColumn<LedgerEntry>[] => [
    {
        label: 'app.customers.points.date',
        noWrap: true,
        render: entry => formatTimestamp(entry.createdAt),
    },
    { label: 'app.customers.points.reason', render: entry => <ReasonAndStaff entry={entry} /> },
    {
        label: 'app.customers.points.change',
        align: 'right',
        render: entry => (
            <Box>
                <PointsChange value={entry.pointsChange} />
                <Box>
                    <ReverseEntryButton customerId={customerId} entry={entry} />
                </Box>
            </Box>
        ),
    },
];

const CustomerPointsHistory = () => (
    <CustomerHistoryScreen<LedgerEntry>
        kind="points"
        title="app.customers.history.points_title"
        columns={columns}
    />
);

export default ledgerOrSample(CustomerPointsHistory, CustomerPointsSample);
