import { useNotify } from 'react-admin';
import { serverText } from '../api/serverErrors';

/**
 * Spec §8: a failed save shows the server's message, or a fallback of its own when the server sent
 * none (a network failure, an answer without a message). Our server's message is shown as the translation of
 * its code; the provider's, which has no code, as sent.
 */
export const useNotifyFailure = () => {
    const notify = useNotify();
    return (error: unknown, fallbackKey: string, title?: string) => {
        const text = serverText(error);
        notify(text?.key ?? fallbackKey, { type: 'error', title, messageArgs: text?.args });
    };
};
