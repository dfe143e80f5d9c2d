import { useParams } from 'react-router-dom';
import { formatCount, formatTimestamp } from '../../../lib/format';
import { PointsChange } from '../ledger/PointsChange';
import { CustomerHistorySamplePage } from './CustomerHistorySamplePage';
import { CustomerHistoryTable, type HistoryColumn } from './CustomerHistoryTable';
import { type PointsHistoryEntry, samplePointsHistory } from './customerHistorySamples';

const columns: HistoryColumn<PointsHistoryEntry>[] = [
    {
        label: 'app.customers.points.date',
        noWrap: true,
        render: entry => formatTimestamp(entry.createdAt),
    },
    { label: 'app.customers.points.reason', render: entry => entry.reason },
    {
        label: 'app.customers.points.change',
        align: 'right',
        render: entry => <PointsChange value={entry.pointsChange} />,
    },
    {
        label: 'app.customers.points.balance',
        align: 'right',
        hideOnPhone: true,
        render: entry => formatCount(entry.balance),
    },
];

const CustomerPointsSample = () => {
    const { id = '' } = useParams();
    return (
        <CustomerHistorySamplePage title="app.customers.points.title" customerId={id}>
            <CustomerHistoryTable rows={samplePointsHistory} columns={columns} />
        </CustomerHistorySamplePage>
    );
};

export default CustomerPointsSample;
