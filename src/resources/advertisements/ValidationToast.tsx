import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { validationToastTitle } from './validateAdvertisement';

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
        const message = Object.values(errors).find(
            error => typeof error?.message === 'string'
        )?.message;
        if (typeof message !== 'string') return;
        notify(message, { type: 'error', title: validationToastTitle(message) });
    }, [submitCount, errors, notify]);
    return null;
};
