import { Alert, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Customer, InboxItem } from '../../../contract';
import { useExtension } from '../../api/useExtension';
import { EmptyText, SectionCard } from '../../components/SectionCard';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/format';
import { customerInbox } from './notificationCalls';

const Message = ({ item }: { item: InboxItem }) => {
    const translate = useTranslate();
    const read = item.viewedAt !== null;
    return (
        <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <Typography
                    variant="subtitle2"
                    component="h3"
                    sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
                >
                    {item.title}
                </Typography>
                <StatusChip
                    tone={read ? 'grey' : 'blue'}
                    label={translate(`app.notifications.inbox.${read ? 'read' : 'unread'}`)}
                    status={read ? 'read' : 'unread'}
                />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.message}
            </Typography>
            <Typography variant="caption" color="text.secondary">
                {translate('app.notifications.inbox.delivered', {
                    date: formatDateTime(item.deliveredAt),
                })}
            </Typography>
        </ListItem>
    );
};

const Inbox = ({ customer }: { customer: Customer }) => {
    const translate = useTranslate();
    const { data, isPending, isError } = useQuery({
        queryKey: ['notifications', 'inbox', customer.id],
        queryFn: () => customerInbox(customer.id),
    });
    if (isPending) {
        return <CircularProgress size={24} aria-label={translate('app.notifications.loading')} />;
    }
    if (isError)
        return <Alert severity="error">{translate('app.notifications.inbox.failed')}</Alert>;
    if (data.inbox.length === 0) return <EmptyText message="app.notifications.inbox.empty" />;
    return (
        <>
            <Typography variant="body2" color="text.secondary">
                {translate('app.notifications.inbox.summary', {
                    smart_count: data.total,
                    unread: data.unread,
                })}
            </Typography>
            <List aria-label={translate('app.notifications.inbox.title')}>
                {data.inbox.map(item => (
                    <Message key={item.deliveryId} item={item} />
                ))}
            </List>
        </>
    );
};

/** The customer's in-app messages (not expired), newest first; only on a server with the extension. */
export const CustomerMessagesCard = ({ customer }: { customer: Customer }) =>
    useExtension('notifications') ? (
        <SectionCard title="app.notifications.inbox.title">
            <Inbox customer={customer} />
        </SectionCard>
    ) : null;
