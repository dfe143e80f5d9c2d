import type { Transaction } from '../../../../contract';
import { realOrSample } from '../../../components/RealOrSample';
import { formatMoney, formatTimestamp } from '../../../lib/format';
import { BranchCode } from '../ledger/BranchCode';
import { CustomerHistoryScreen } from './CustomerHistoryScreen';
import type { HistoryColumn } from './CustomerHistoryTable';
import CustomerTransactionsSample from './CustomerTransactionsSample';

const columns = (): HistoryColumn<Transaction>[] => [
    {
        label: 'app.customers.transactions.date',
        noWrap: true,
        render: entry => formatTimestamp(entry.date),
    },
    {
        label: 'app.customers.transactions.branch',
        render: entry => <BranchCode code={entry.branchCode} />,
    },
    {
        label: 'app.customers.transactions.amount',
        align: 'right',
        render: entry => formatMoney(entry.netTotalAmount, entry.currency),
    },
];

const CustomerTransactionsHistory = () => (
    <CustomerHistoryScreen<Transaction>
        kind="transactions"
        title="app.customers.history.transactions_title"
        columns={columns}
    />
);

export default realOrSample(
    'points-ledger',
    CustomerTransactionsHistory,
    CustomerTransactionsSample
);
