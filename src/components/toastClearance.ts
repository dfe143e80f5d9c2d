import { useEffect, useState } from 'react';

// The toast viewport sits this far above the bottom of the screen (ToastCard's Viewport reads it).
const PROPERTY = '--toast-clearance';

/**
 * Keeps the toasts clear of a form's action bar: while the bar is in the lower half of the screen (stuck
 * to the bottom, or reached by scrolling), the toast viewport rises above its top edge; a bar higher up is
 * already clear of toasts shown at the bottom. Pass the returned callback as the bar's ref.
 */
export const useToastClearance = <T extends HTMLElement>() => {
    // The bar as state, not a ref object: it may mount after the screen that holds it (once loaded).
    const [bar, setBar] = useState<T | null>(null);
    useEffect(() => {
        if (!bar) return;
        const root = document.documentElement;
        const update = () => {
            const { top } = bar.getBoundingClientRect();
            const height = window.innerHeight;
            const inLowerHalf = top > height / 2 && top < height;
            root.style.setProperty(PROPERTY, `${inLowerHalf ? Math.ceil(height - top) : 0}px`);
        };
        update();
        const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
        resized?.observe(bar);
        resized?.observe(document.body);
        // Capture: the screen may scroll inside the layout rather than the window.
        window.addEventListener('scroll', update, { capture: true, passive: true });
        window.addEventListener('resize', update);
        return () => {
            resized?.disconnect();
            window.removeEventListener('scroll', update, { capture: true });
            window.removeEventListener('resize', update);
            root.style.removeProperty(PROPERTY);
        };
    }, [bar]);
    return setBar;
};
