import { render } from '@testing-library/react';
import { App } from '../../src/App';

/** Renders the whole console at `path`, with the browser window `width` px wide. */
export const renderApp = (path: string, width = 1440) => {
    window.innerWidth = width;
    window.history.replaceState({}, '', path);
    return render(<App />);
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
