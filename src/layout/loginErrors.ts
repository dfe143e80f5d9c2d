// The login error catalogue (spec §8): a server message is shown as a general error; a 401 without one
// marks both fields; anything else is a general unexpected error.

export interface LoginErrors {
    general?: string;
    username?: string;
    password?: string;
}

export const loginErrors = (error: unknown): LoginErrors => {
    const { status, body } = (error ?? {}) as {
        status?: number;
        body?: { message?: unknown } | null;
    };
    if (typeof body?.message === 'string' && body.message) return { general: body.message };
    if (status === 401) {
        return {
            username: 'app.shell.login.invalid_credentials',
            password: 'app.shell.login.invalid_credentials',
        };
    }
    return { general: 'app.shell.login.unexpected' };
};
