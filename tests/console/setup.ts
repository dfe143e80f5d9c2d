import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { config as transitions } from 'react-transition-group';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { extensionsAnswered } from '../../src/api/extensions';
import { setToken } from '../../src/api/http';
import { firstPaintForTests } from '../../src/components/firstPaint';
import { i18nProvider } from '../../src/i18nProvider';
// Declares every resource's screen paths for the links (src/lib/screenPaths.ts), as the entry does.
import '../../src/resources/routes';

afterEach(() => cleanup());

// The files of a worker share one jsdom and one import of the console (vite.config.ts): each starts as a new
// page would, with empty storage, no session and the English console. The console's first screen draws
// stand-ins for a frame (src/components/firstPaint.ts): tests meet the real controls, and
// tests/console/components/firstPaint.test.tsx the stand-ins.
beforeAll(async () => {
    localStorage.clear();
    sessionStorage.clear();
    setToken(null);
    await i18nProvider.changeLocale('en');
    firstPaintForTests.done();
});

// Each test starts as after a session answer of the provider's own API (no X-Extensions header): the spec's
// console, until the test offers extensions (tests/console/api.ts).
beforeEach(() => extensionsAnswered(null));

// MUI's menus, dialogs and popovers open and close at once instead of over a few hundred ms of frames
// (react-transition-group's switch for tests): the tests wait for what is shown, never for the animation.
transitions.disabled = true;

// Screens load their views lazily; on a busy two-core machine (CI runs the test files in parallel) the first
// render of a view can take longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks pointer capture, which Radix's toast swipe uses.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

// jsdom has no matchMedia, which MUI's useMediaQuery reads: evaluate width queries against
// window.innerWidth (jsdom's default is 1024 px), so that a test can set the width it needs.
const evaluate = (query: string) =>
    query.split(' and ').every(part => {
        const min = /min-width:\s*([\d.]+)px/.exec(part);
        if (min) return window.innerWidth >= Number(min[1]);
        const max = /max-width:\s*([\d.]+)px/.exec(part);
        if (max) return window.innerWidth <= Number(max[1]);
        // The console follows the system colour scheme; tests see the light theme.
        const scheme = /prefers-color-scheme:\s*(\w+)/.exec(part);
        if (scheme) return scheme[1] === 'light';
        return true;
    });
window.matchMedia = (query: string) =>
    ({
        matches: evaluate(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
    }) as MediaQueryList;
afterEach(() => {
    window.innerWidth = 1024;
});

// jsdom finds a label's control, and an element's labels, by walking the whole document for each label:
// Testing Library's *ByLabelText asks every element for its labels, a fifth of a form test's CPU. In the
// document, the same answers come from its id index (getElementById, first in tree order, as the walk).
const labelable = (element: Element | null): element is HTMLElement =>
    element instanceof HTMLButtonElement ||
    element instanceof HTMLMeterElement ||
    element instanceof HTMLOutputElement ||
    element instanceof HTMLProgressElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && element.type !== 'hidden');
const inDocument = (node: Node) => node.isConnected && node.getRootNode() === document;
const walkedControl = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control')?.get;
Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
        const id = this.getAttribute('for');
        if (id === null || !inDocument(this)) return walkedControl?.call(this);
        const target = id === '' ? null : document.getElementById(id);
        return labelable(target) ? target : null;
    },
});
for (const type of [
    HTMLButtonElement,
    HTMLInputElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
]) {
    const walkedLabels = Object.getOwnPropertyDescriptor(type.prototype, 'labels')?.get;
    Object.defineProperty(type.prototype, 'labels', {
        configurable: true,
        get(this: HTMLElement) {
            if (!labelable(this) || !inDocument(this)) return walkedLabels?.call(this);
            return Array.from(document.getElementsByTagName('label')).filter(
                label => label.control === this
            );
        },
    });
}
