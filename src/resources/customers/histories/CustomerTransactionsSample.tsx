import { useParams } from 'react-router-dom';
import { formatMoney, formatTimestamp } from '../../../lib/format';
import { BranchCode } from '../ledger/BranchCode';
import { CustomerHistorySamplePage } from './CustomerHistorySamplePage';
import { CustomerHistoryTable, type HistoryColumn } from './CustomerHistoryTable';
import { sampleTransactionHistory, type TransactionHistoryEntry } from './customerHistorySamples';

const columns: HistoryColumn<TransactionHistoryEntry>[] = [
    {
        label: 'app.customers.transactions.reference',
        hideOnPhone: true,
        render: entry => entry.reference,
    },
    {
        label: 'app.customers.transactions.branch',
        render: entry => <BranchCode code={entry.branchCode} />,
    },
    {
        label: 'app.customers.transactions.date',
        noWrap: true,
        render: entry => formatTimestamp(entry.date),
    },
    {
        label: 'app.customers.transactions.items',
        align: 'right',
        hideOnPhone: true,
        render: entry => entry.items,
    },
    {
        label: 'app.customers.transactions.amount',
        align: 'right',
        render: entry => formatMoney(entry.netTotalAmount, entry.currency),
    },
];

const CustomerTransactionsSample = () => {
    const { id = '' } = useParams();
    return (
        <CustomerHistorySamplePage title="app.customers.transactions.title" customerId={id}>
            <CustomerHistoryTable rows={sampleTransactionHistory} columns={columns} />
        </CustomerHistorySamplePage>
    );
};

export default CustomerTransactionsSample;
