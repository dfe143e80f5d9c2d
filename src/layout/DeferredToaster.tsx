import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./Toaster').then(module => ({ default: module.Toaster })));

/**
 * The toast region, loaded once the browser is idle after the first screen: nothing needs it before then,
 * and react-admin keeps notifications queued in its context until the region takes them, so none is lost.
 */
export const DeferredToaster = () => {
    const [ready, setReady] = useState(false);
    useEffect(() => {
        const whenIdle =
            window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
        const cancel = window.cancelIdleCallback ?? window.clearTimeout;
        const handle = whenIdle(() => setReady(true));
        return () => cancel(handle);
    }, []);
    return ready ? (
        <Suspense fallback={null}>
            <Toaster />
        </Suspense>
    ) : null;
};
