import { useParams } from 'react-router-dom';
import { formatCount, formatTimestamp } from '../../../lib/format';
import { PointsChange } from '../PointsChange';
import { CustomerHistoryPage } from './HistoryPage';
import { CustomerHistoryTable, type HistoryColumn } from './HistoryTable';
import { type PointsHistoryEntry, samplePointsHistory } from './historySamples';

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

const CustomerPoints = () => {
    const { id = '' } = useParams();
    return (
        <CustomerHistoryPage title="app.customers.points.title" customerId={id}>
            <CustomerHistoryTable rows={samplePointsHistory} columns={columns} />
        </CustomerHistoryPage>
    );
};

export default CustomerPoints;
