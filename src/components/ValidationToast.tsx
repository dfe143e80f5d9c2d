import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';

// Spec §5 gives a form's validation failures as toasts: the first failing message key, under a title that
// depends on it. Every form toasts through useNotifyInvalid; a form validated by react-admin (field errors)
// places <ValidationToast> inside it, one that checks on submit calls it with its validateX's first key.

/** Toasts a validation message key under the title `titleOf` gives it. */
export const useNotifyInvalid = (titleOf: (message: string) => string) => {
    const notify = useNotify();
    return (message: string) => notify(message, { type: 'error', title: titleOf(message) });
};

/** react-admin's validation resolver wraps each message as `{ message }`; react-hook-form's are strings. */
const messageOf = (error: unknown) => {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
    const wrapped = (message as { message?: unknown } | undefined)?.message;
    return typeof wrapped === 'string' ? wrapped : undefined;
};

/**
 * After a submit that fails validation, toasts the first problem, in place of react-admin's generic 'The form
 * is not valid' notice, which the form disables (disableInvalidFormNotification).
 */
export const ValidationToast = ({ titleOf }: { titleOf: (message: string) => string }) => {
    const { submitCount, errors } = useFormState();
    const seenSubmits = useRef(submitCount);
    const notifyInvalid = useNotifyInvalid(titleOf);
    useEffect(() => {
        if (submitCount === seenSubmits.current) return;
        seenSubmits.current = submitCount;
        // A server's field errors already had their failure toast (spec §8), under 'Error'.
        const message = Object.values(errors)
            .filter(error => error?.type !== 'server')
            .map(messageOf)
            .find(Boolean);
        if (message) notifyInvalid(message);
    }, [submitCount, errors, notifyInvalid]);
    return null;
};
