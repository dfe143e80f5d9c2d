import { Box } from '@mui/material';
import type { HistoryColumn } from '../../mockups/CustomerHistoryTable';
import CustomerPointsSample from '../../mockups/CustomerPoints';
import { CustomerHistoryScreen } from './CustomerHistoryScreen';
import { LedgerReason } from './LedgerReason';
import type { LedgerEntry } from './ledgerEntry';
import { ledgerOrSample } from './ledgerOrSample';
import { PointsChange } from './PointsChange';
import { useEntryByline } from './RecentPointsCard';
import { ReverseEntryButton } from './ReverseEntryButton';

const Byline = ({ entry }: { entry: LedgerEntry }) => {
    const byline = useEntryByline();
    return <>{byline(entry)}</>;
};

const columns = (customerId: string): HistoryColumn<LedgerEntry>[] => [
    { label: 'app.customers.points.date', render: entry => <Byline entry={entry} /> },
    { label: 'app.customers.points.reason', render: entry => <LedgerReason entry={entry} /> },
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
