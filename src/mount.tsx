import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

export { preloadListView } from './resources';

/** Renders the console into `root`; loaded as a chunk so that React itself is not in the entry. */
export const mount = (root: HTMLElement) =>
    createRoot(root).render(
        <StrictMode>
            <App />
        </StrictMode>
    );
