import { useSyncExternalStore } from 'react';

/**
 * Whether the console's first screen has been painted. Some controls set state while React applies the render
 * that mounts them (MUI's Tooltip and Select keep their DOM node in state set from a ref; react-hook-form's
 * useForm sets `isReady` in a layout effect), which React takes for an urgent update: before the browser may
 * paint, it runs every effect of the screen and renders again (docs/performance.md). The first
 * screen therefore draws stand-ins for them (ListFilters.tsx, ListColumn.tsx, StatusFilterInput.tsx, the pager
 * in StatefulList.tsx) and the real ones once this says it has been painted. Screens opened later draw the real
 * ones at once.
 */
let painted = false;
const listeners = new Set<() => void>();
let scheduled = false;

const finish = () => {
    if (painted) return;
    painted = true;
    for (const listener of listeners) listener();
};

function scheduleFinish() {
    if (scheduled) return;
    scheduled = true;
    // A frame callback runs just before the browser paints, and a task queued from it after the paint. A tab
    // in the background draws no frames, hence the timer as well.
    requestAnimationFrame(() => setTimeout(finish, 0));
    setTimeout(finish, 250);
}

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    scheduleFinish();
    return () => {
        listeners.delete(listener);
    };
};

const isPainted = () => painted;

/** False until the first screen has been painted, then true for good. */
export const useFirstPaintDone = () => useSyncExternalStore(subscribe, isPainted, isPainted);

/**
 * For tests: the console's tests start painted (tests/console/setup.ts), so that they meet the real controls;
 * the stand-ins' own test starts unpainted.
 */
export const firstPaintForTests = {
    done: finish,
    reset: () => {
        painted = false;
        scheduled = false;
    },
};
