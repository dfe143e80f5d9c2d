import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { Customer } from '../../../../contract';
import { EmptyText, SectionCard } from '../../../components/SectionCard';
import { formatMoney, formatTimestamp } from '../../../lib/format';
import { pathTo } from '../../../lib/screenPaths';
import { BranchCode } from './BranchCode';
import { mostRecent } from './recent';

export const CustomerShowTransactions = ({ customer }: { customer: Customer }) => {
    const transactions = mostRecent(customer.transactionHistory, transaction => transaction.date);
    return (
        <SectionCard
            title="app.customers.show.transactions"
            link={{
                to: pathTo('customers', 'transactions', customer.id),
                label: 'app.customers.show.view_all',
                ariaLabel: 'app.customers.show.view_all_transactions',
            }}
        >
            {transactions.length === 0 ? (
                <EmptyText message="app.customers.show.no_transactions" />
            ) : (
                <List dense disablePadding>
                    {transactions.map(transaction => (
                        <ListItem key={transaction.id} disableGutters divider>
                            <ListItemText
                                primary={<BranchCode code={transaction.branchCode} />}
                                secondary={formatTimestamp(transaction.date)}
                            />
                            <Typography
                                variant="body2"
                                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                            >
                                {formatMoney(transaction.netTotalAmount, transaction.currency)}
                            </Typography>
                        </ListItem>
                    ))}
                </List>
            )}
        </SectionCard>
    );
};
