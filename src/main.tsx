import { startEarly } from './startup';
import { warmIntl } from './warmIntl';

// The entry stays tiny: it starts the session refresh and the opened list's chunk, and loads the app (React
// included) beside them. The first render waits for that list view to be resolved (src/lib/lazyView.ts).
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const pathname = window.location.pathname;
Promise.all([
    import('./mount').then(async app => {
        await app.preloadListView(pathname);
        return app;
    }),
    startEarly(pathname).catch(() => undefined),
]).then(([app, firstPage]) => app.mount(root, firstPage));
// After the requests above are on their way: the main thread is then idle until the app's code arrives.
setTimeout(warmIntl, 0);
