import type { Transaction } from '../../../contract';
import { formatMoney, formatTimestamp } from '../../format';
import type { HistoryColumn } from '../../mockups/CustomerHistoryTable';
import CustomerTransactionsSample from '../../mockups/CustomerTransactions';
import { BranchCode } from './BranchCode';
import { CustomerHistoryScreen } from './CustomerHistoryScreen';
import { ledgerOrSample } from './ledgerOrSample';

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

export default ledgerOrSample(CustomerTransactionsHistory, CustomerTransactionsSample);
