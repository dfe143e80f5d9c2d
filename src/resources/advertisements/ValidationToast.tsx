import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { validationToastTitle } from './validateAdvertisement';

/** react-admin's validation resolver wraps each message as `{ message }`; react-hook-form's are strings. */
const messageOf = (error: unknown) => {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
    const wrapped = (message as { message?: unknown } | undefined)?.message;
    return typeof wrapped === 'string' ? wrapped : undefined;
};

/**
 * After a submit that fails validation, toasts the first problem (spec §5 gives these as toasts), in
 * place of react-admin's generic 'The form is not valid' notice, which the form disables.
 */
export const ValidationToast = () => {
    const { submitCount, errors } = useFormState();
    const seenSubmits = useRef(submitCount);
    const notify = useNotify();
    useEffect(() => {
        if (submitCount === seenSubmits.current) return;
        seenSubmits.current = submitCount;
        const message = Object.values(errors).map(messageOf).find(Boolean);
        if (!message) return;
        notify(message, { type: 'error', title: validationToastTitle(message) });
    }, [submitCount, errors, notify]);
    return null;
};
