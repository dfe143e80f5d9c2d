import { useParams } from 'react-router-dom';
import { formatMoney, formatTimestamp } from '../../../lib/format';
import { BranchCode } from '../BranchCode';
import { CustomerHistoryPage } from './HistoryPage';
import { CustomerHistoryTable, type HistoryColumn } from './HistoryTable';
import { sampleTransactionHistory, type TransactionHistoryEntry } from './historySamples';

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

const CustomerTransactions = () => {
    const { id = '' } = useParams();
    return (
        <CustomerHistoryPage title="app.customers.transactions.title" customerId={id}>
            <CustomerHistoryTable rows={sampleTransactionHistory} columns={columns} />
        </CustomerHistoryPage>
    );
};

export default CustomerTransactions;
