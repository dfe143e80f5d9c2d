import { Box, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Customer } from '../../../../contract';
import { EmptyText, SectionCard } from '../../../components/SectionCard';
import { formatTimestamp } from '../../../lib/format';
import { pathTo } from '../../../lib/screenPaths';
import { usePointsLedger } from '../customerExtensions';
import { LedgerReason } from './LedgerReason';
import type { LedgerEntry } from './ledgerEntry';
import { PointsChange } from './PointsChange';
import { ReverseEntryButton } from './ReverseEntryButton';
import { mostRecent } from './recent';
import { useCustomerHistory } from './useCustomerHistory';

const RECENT = { page: 1, perPage: 5, from: '', to: '' };

/** When an entry was made and, for a manual one, by whom. */
const useEntryByline = () => {
    const translate = useTranslate();
    return (entry: LedgerEntry) =>
        entry.staff
            ? translate('app.customers.ledger.by', {
                  date: formatTimestamp(entry.createdAt),
                  name: entry.staff.username,
              })
            : formatTimestamp(entry.createdAt);
};

const EntryList = ({ customer, entries }: { customer: Customer; entries: LedgerEntry[] }) => {
    const byline = useEntryByline();
    if (entries.length === 0) return <EmptyText message="app.customers.show.no_points" />;
    return (
        <List dense disablePadding>
            {entries.map(entry => (
                <ListItem key={entry.id} disableGutters divider sx={{ gap: 1 }}>
                    <ListItemText
                        primary={<LedgerReason entry={entry} />}
                        secondary={byline(entry)}
                    />
                    <Box sx={{ textAlign: 'right' }}>
                        <PointsChange value={entry.pointsChange} />
                        <Box>
                            <ReverseEntryButton customerId={customer.id} entry={entry} />
                        </Box>
                    </Box>
                </ListItem>
            ))}
        </List>
    );
};

/** With the ledger: its newest entries, with who made them and a way to reverse each. */
const LedgerEntries = ({ customer }: { customer: Customer }) => {
    const { data, isPending, isError } = useCustomerHistory<LedgerEntry>(
        customer.id,
        'points',
        RECENT
    );
    if (isPending) return null;
    // The details answer has the trail too: better than nothing when the ledger cannot be read.
    const entries = isError
        ? mostRecent(customer.rewardPointsTrails, trail => trail.createdAt)
        : data.rows;
    return <EntryList customer={customer} entries={entries} />;
};

export const CustomerShowPoints = ({ customer }: { customer: Customer }) => {
    const ledger = usePointsLedger();
    return (
        <SectionCard
            title="app.customers.show.recent_points"
            link={{
                to: pathTo('customers', 'points', customer.id),
                label: 'app.customers.show.view_all',
                ariaLabel: 'app.customers.show.view_all_points',
            }}
        >
            {ledger ? (
                <LedgerEntries customer={customer} />
            ) : (
                <EntryList
                    customer={customer}
                    entries={mostRecent(customer.rewardPointsTrails, trail => trail.createdAt)}
                />
            )}
        </SectionCard>
    );
};
