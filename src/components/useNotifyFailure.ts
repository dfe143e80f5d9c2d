import { useNotify } from 'react-admin';

/** The message of the server's error answer, kept by the provider's HttpError as its body. */
const serverMessage = (error: unknown): string | undefined => {
    const body = (error as { body?: { message?: unknown } } | null)?.body;
    return typeof body?.message === 'string' && body.message ? body.message : undefined;
};

/**
 * Spec §8: a failed save shows the server's message, or a fallback of its own when the server sent
 * none (a network failure, an answer without a message). The message is shown as sent, untranslated.
 */
export const useNotifyFailure = () => {
    const notify = useNotify();
    return (error: unknown, fallbackKey: string, title?: string) => {
        const message = serverMessage(error);
        notify(message ?? fallbackKey, {
            type: 'error',
            title,
            messageArgs: message ? { _: message } : undefined,
        });
    };
};
