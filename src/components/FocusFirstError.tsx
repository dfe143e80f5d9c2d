import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/** The first field name in error, nested names joined with dots, in the order the errors were raised. */
const firstErrorName = (errors: object, prefix = ''): string | undefined => {
    for (const [name, error] of Object.entries(errors)) {
        if (!error || typeof error !== 'object') continue;
        if ('message' in error || 'type' in error) return `${prefix}${name}`;
        const nested = firstErrorName(error, `${prefix}${name}.`);
        if (nested) return nested;
    }
    return undefined;
};

/**
 * Placed inside a form: after a submit that fails, moves the focus to the first field in error (the one
 * whose message the form's toast names, errors being raised in the spec's order) and scrolls it to the
 * middle of the screen, clear of the sticky button bar. A field react-hook-form cannot focus (an image
 * drop zone, a group) falls back to the first control the form marks aria-invalid.
 */
export const FocusFirstError = () => {
    const { submitCount, errors } = useFormState();
    const { setFocus } = useFormContext();
    const seenSubmits = useRef(submitCount);
    const anchor = useRef<HTMLSpanElement>(null);
    useEffect(() => {
        if (submitCount === seenSubmits.current) return;
        seenSubmits.current = submitCount;
        const name = firstErrorName(errors);
        if (!name) return;
        setFocus(name);
        const form = anchor.current?.closest('form');
        let focused = document.activeElement;
        if (!form?.contains(focused) || focused?.getAttribute('aria-invalid') !== 'true') {
            const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
            marked?.focus();
            focused = marked ?? focused;
        }
        if (focused instanceof HTMLElement) focused.scrollIntoView?.({ block: 'center' });
    }, [submitCount, errors, setFocus]);
    return <span ref={anchor} hidden />;
};
