import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { AppResource } from '../lib/resourceTypes';

/** The screens of the resource whose list is at `pathname`, other than the list: what a clerk opens next. */
export const screensAfterList = (pathname: string, resources: readonly AppResource[]) => {
    const path = pathname.replace(/\/$/, '');
    const resource = resources.find(candidate => candidate.routes.list?.path === path);
    return Object.entries(resource?.views ?? {})
        .filter(([name]) => name !== 'list')
        .map(([, view]) => view);
};

/**
 * On a list, loads the resource's other screens (create, edit, show...) once the browser is idle. The first
 * screens' library chunks leave the form inputs out (tools/firstScreen.ts), so each form's chunk carries its
 * own; loaded here, the first Create or Edit opens at once instead of waiting for them. A failed load is
 * forgotten (lazyView's prefetch), and opening the screen loads its chunk again.
 */
export const usePrefetchScreens = (resources: readonly AppResource[]) => {
    const { pathname } = useLocation();
    useEffect(() => {
        const views = screensAfterList(pathname, resources);
        if (views.length === 0) return;
        const whenIdle =
            window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
        const cancel = window.cancelIdleCallback ?? window.clearTimeout;
        const handle = whenIdle(() => {
            for (const view of views) view.prefetch();
        });
        return () => cancel(handle);
    }, [pathname, resources]);
};
