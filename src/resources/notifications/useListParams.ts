import { useSearchParams } from 'react-router-dom';
import { NOTIFICATION_TABS, type NotificationTab } from '../../mockups/NotificationTabs';

interface ListParams {
    tab: NotificationTab;
    q: string;
    page: number;
}

/**
 * The list's tab, search and page live in the URL (?tab=&q=&page=), so they survive a visit to a form and
 * a reload, like the users list's filters. Anything unreadable falls back to the first page of All.
 */
export const useListParams = () => {
    const [params, setParams] = useSearchParams();
    const asked = params.get('tab') as NotificationTab | null;
    const tab = asked && NOTIFICATION_TABS.includes(asked) ? asked : 'all';
    const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
    const q = params.get('q') ?? '';
    const set = (change: Partial<ListParams>) => {
        const next = { tab, q, page, ...change };
        const entries: [string, string][] = [];
        if (next.tab !== 'all') entries.push(['tab', next.tab]);
        if (next.q) entries.push(['q', next.q]);
        if (next.page > 1) entries.push(['page', String(next.page)]);
        setParams(entries, { replace: true });
    };
    return { tab, q, page, set };
};
