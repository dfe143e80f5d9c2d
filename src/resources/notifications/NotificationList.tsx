import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../../contract';
import { useAllowed } from '../../components/Allowed';
import { CsvDownloadButton } from '../../components/CsvDownloadButton';
import { ListHeading } from '../../components/ListHeading';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingRows } from '../../components/LoadingRows';
import { usePageSize } from '../../components/pageSizes';
import { RowsPagination } from '../../components/RowsPagination';
import { pathTo } from '../../lib/screenPaths';
import { NotificationTabs } from '../../mockups/NotificationTabs';
import { NotificationActionDialogs } from './NotificationActionDialogs';
import { NotificationListItem } from './NotificationListItem';
import { NotificationSearch } from './NotificationSearch';
import type { NotificationAction } from './notificationState';
import { useListParams } from './useListParams';
import { useNotificationList } from './useNotificationList';

/** Notifications list with the notifications extension: the server's pages, counts and state changes. */
export const NotificationList = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { tab, q, page, set } = useListParams();
    const { canAccess: canWrite = false } = useAllowed({
        action: 'edit',
        resource: 'notifications',
    });
    const [perPage, setPerPage] = usePageSize('notifications');
    const { data, isError, refetch } = useNotificationList(tab, q, page, perPage);
    // Another tab's rows, kept while this tab is asked for, would show e.g. a scheduled notification under
    // Sent: until this tab's answer comes, loading rows stand under the tabs (the counts stay).
    const rows = data?.tab === tab ? data.notifications : undefined;
    const [pending, setPending] = useState<{ action: NotificationAction; id: string } | null>(null);
    const onAction = (action: NotificationAction, notification: Notification) => {
        if (action === 'edit') navigate(pathTo('notifications', 'edit', notification.id));
        else setPending({ action, id: notification.id });
    };
    // The dialog follows the polled list, so its figures move while a send is under way.
    const chosen = data?.notifications.find(item => item.id === pending?.id);

    return (
        <Box sx={{ maxWidth: 1200 }}>
            <ListHeading
                resource="notifications"
                title="app.mockups.notifications.title"
                subtitle="app.mockups.notifications.subtitle"
                createLabel="app.mockups.notifications.create"
                filters={
                    <NotificationSearch value={q} onChange={value => set({ q: value, page: 1 })} />
                }
                exportButton={
                    <CsvDownloadButton
                        path="/v1/i/notifications/export.csv"
                        query={{ status: tab === 'all' ? undefined : tab, q }}
                    />
                }
            />
            <NotificationTabs
                value={tab}
                onChange={value => set({ tab: value, page: 1 })}
                countOf={value => data?.counts[value]}
            >
                {isError ? (
                    <LoadFailed what="notifications" onRetry={() => refetch()} />
                ) : rows === undefined ? (
                    <LoadingRows what="notifications" />
                ) : rows.length === 0 ? (
                    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                        {translate(
                            q
                                ? 'app.notifications.no_match'
                                : `app.mockups.notifications.empty.${tab}`
                        )}
                    </Typography>
                ) : (
                    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
                        {rows.map(notification => (
                            <NotificationListItem
                                key={notification.id}
                                notification={notification}
                                canWrite={canWrite}
                                onAction={onAction}
                            />
                        ))}
                    </Stack>
                )}
            </NotificationTabs>
            {data && rows && !isError && data.total > 0 && (
                <RowsPagination
                    total={data.total}
                    page={page}
                    perPage={perPage}
                    onPageChange={value => set({ page: value })}
                    onPerPageChange={value => {
                        setPerPage(value);
                        set({ page: 1 });
                    }}
                />
            )}
            {pending && chosen && (
                <NotificationActionDialogs
                    action={pending.action}
                    notification={chosen}
                    onClose={() => setPending(null)}
                />
            )}
        </Box>
    );
};
