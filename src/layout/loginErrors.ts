import { type ServerText, serverText } from '../api/serverErrors';

// The login error catalogue (spec §8): a server message is shown as a general error; a 401 without one
// marks both fields; anything else is a general unexpected error. Our server's message is shown as the
// translation of its code, in the console's language; the provider's, which has no code, as it was sent.

export interface LoginErrors {
    /** A message key with its arguments (`_`: the text shown when the key has no translation). */
    general?: { key: string; args?: ServerText['args'] };
    username?: string;
    password?: string;
}

export const loginErrors = (error: unknown): LoginErrors => {
    const text = serverText(error);
    if (text) return { general: text };
    if ((error as { status?: number } | null)?.status === 401) {
        return {
            username: 'app.shell.login.invalid_credentials',
            password: 'app.shell.login.invalid_credentials',
        };
    }
    return { general: { key: 'app.shell.login.unexpected' } };
};
