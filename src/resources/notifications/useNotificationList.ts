import {
    keepPreviousData,
    type QueryClient,
    useQuery,
    useQueryClient,
} from '@tanstack/react-query';
import type { NotificationListAnswer } from '../../../contract';
import type { NotificationTab } from '../../mockups/NotificationTabs';
import { listNotifications } from './notificationCalls';
import { isDueSoon, isSending } from './notificationState';

/** How often the list asks again while a send is under way or a scheduled one is due. */
export const POLL_MS = 2000;
const LIST_KEY = ['notifications', 'getList'];

/**
 * Poll only while something is about to change on the server by itself: a send shown on this page, or a
 * schedule coming due, on this page or on another tab's page seen before (a staff member who scheduled one
 * and opened Sent to watch it arrive).
 */
const pollInterval = (answer: NotificationListAnswer | undefined, queryClient: QueryClient) => {
    const now = Date.now();
    if (answer?.notifications.some(item => isSending(item) || isDueSoon(item, now))) return POLL_MS;
    const seen = queryClient.getQueriesData<NotificationListAnswer>({ queryKey: LIST_KEY });
    const dueElsewhere = seen.some(([, other]) =>
        other?.notifications.some(item => isDueSoon(item, now, 60_000))
    );
    return dueElsewhere ? POLL_MS : false;
};

/**
 * One page of a tab with the counts of every tab, in one call. Its key starts with react-admin's
 * ['notifications', 'getList'], so react-admin's own writes (create, update, delete) refresh it too.
 */
export const useNotificationList = (
    tab: NotificationTab,
    q: string,
    page: number,
    perPage: number
) => {
    const queryClient = useQueryClient();
    return useQuery({
        queryKey: [...LIST_KEY, { tab, q, page, perPage }],
        // The answer names its tab: while another tab's answer stands in (kept for the tab counts and the
        // pager), the list knows its rows are not this tab's.
        queryFn: async () => ({
            ...(await listNotifications({
                status: tab === 'all' ? undefined : tab,
                q,
                page,
                perPage,
            })),
            tab,
        }),
        placeholderData: keepPreviousData,
        refetchInterval: query => pollInterval(query.state.data, queryClient),
    });
};
