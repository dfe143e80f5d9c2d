import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { realOrSample } from '../../../components/RealOrSample';
import { formatTimestamp } from '../../../lib/format';
import { LedgerReason } from '../ledger/LedgerReason';
import type { LedgerEntry } from '../ledger/ledgerEntry';
import { PointsChange } from '../ledger/PointsChange';
import { ReverseEntryButton } from '../ledger/ReverseEntryButton';
import { CustomerHistoryScreen } from './CustomerHistoryScreen';
import type { HistoryColumn } from './CustomerHistoryTable';
import CustomerPointsSample from './CustomerPointsSample';

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

export default realOrSample('points-ledger', CustomerPointsHistory, CustomerPointsSample);
