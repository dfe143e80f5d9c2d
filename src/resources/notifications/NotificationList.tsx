import { Box, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../../contract';
import { CsvDownloadButton } from '../../components/CsvDownloadButton';
import { ListHeading } from '../../components/ListHeading';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingRows } from '../../components/LoadingRows';
import { NotificationTabs } from '../../mockups/NotificationTabs';
import { pathTo } from '../routes';
import { NotificationActionDialogs } from './NotificationActionDialogs';
import { NotificationListItem } from './NotificationListItem';
import { NotificationSearch } from './NotificationSearch';
import type { NotificationAction } from './notificationState';
import { useListParams } from './useListParams';
import { PER_PAGE, useNotificationList } from './useNotificationList';

/** Notifications list with the notifications extension: the server's pages, counts and state changes. */
export const NotificationList = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { tab, q, page, set } = useListParams();
    const { canAccess: canWrite = false } = useCanAccess({
        action: 'edit',
        resource: 'notifications',
    });
    const { data, isPending, isError, refetch } = useNotificationList(tab, q, page);
    const [pending, setPending] = useState<{ action: NotificationAction; id: string } | null>(null);
    const onAction = (action: NotificationAction, notification: Notification) => {
        if (action === 'edit') navigate(pathTo('notifications', 'edit', notification.id));
        else setPending({ action, id: notification.id });
    };
    // The dialog follows the polled list, so its figures move while a send is under way.
    const chosen = data?.notifications.find(item => item.id === pending?.id);
    const pages = data ? Math.ceil(data.total / PER_PAGE) : 0;

    return (
        <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200 }}>
            <ListHeading
                resource="notifications"
                title="app.mockups.notifications.title"
                subtitle="app.mockups.notifications.subtitle"
                createLabel="app.mockups.notifications.create"
            />
            <NotificationSearch value={q} onChange={value => set({ q: value, page: 1 })} />
            <CsvDownloadButton
                sx={{ mb: 1 }}
                path="/v1/i/notifications/export.csv"
                query={{ status: tab === 'all' ? undefined : tab, q }}
            />
            <NotificationTabs
                value={tab}
                onChange={value => set({ tab: value, page: 1 })}
                countOf={value => data?.counts[value]}
            >
                {isPending ? (
                    <LoadingRows what="notifications" />
                ) : isError ? (
                    <LoadFailed what="notifications" onRetry={() => refetch()} />
                ) : data.notifications.length === 0 ? (
                    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                        {translate(
                            q
                                ? 'app.notifications.no_match'
                                : `app.mockups.notifications.empty.${tab}`
                        )}
                    </Typography>
                ) : (
                    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
                        {data.notifications.map(notification => (
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
            {pages > 1 && (
                <Pagination
                    count={pages}
                    page={page}
                    onChange={(_, value) => set({ page: value })}
                    sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
                    getItemAriaLabel={(type, number) =>
                        translate(`app.notifications.pages.${type}`, { page: number })
                    }
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
