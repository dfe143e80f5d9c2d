import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startEarly } from './startup';

// The session refresh and the opened list's chunk start before the app's own code has even arrived; the
// app loads beside them. The first render waits for that list view to be resolved (src/preloadView.ts).
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const pathname = window.location.pathname;
Promise.all([
    import('./App').then(async app => {
        await app.preloadListView(pathname);
        return app;
    }),
    startEarly(pathname).catch(() => undefined),
]).then(([{ App }]) =>
    createRoot(root).render(
        <StrictMode>
            <App />
        </StrictMode>
    )
);
