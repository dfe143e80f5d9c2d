import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from '../../src/App';

/**
 * Renders the whole console at `path`, with the browser window `width` px wide. Its query client is the
 * console's own (react-query's defaults: a failed read is tried three more times) but for the pause before
 * each new try, 1, 2 then 4 s, which made each test of a failed load wait 7 s for the error to show.
 */
export const renderApp = (path: string, width = 1440) => {
    window.innerWidth = width;
    window.history.replaceState({}, '', path);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 10 } } });
    return render(<App queryClient={queryClient} />);
};

/** Records whether anything of the shell (navigation, header) was ever in the document. */
export const watchForShell = () => {
    let seen = false;
    const check = () => {
        if (document.querySelector('nav, header')) seen = true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return {
        get seen() {
            check();
            return seen;
        },
        stop: () => observer.disconnect(),
    };
};
