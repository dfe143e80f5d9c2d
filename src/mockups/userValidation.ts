interface UserFormValues {
    name?: string;
    username?: string;
    password?: string;
    role?: string;
}

const KEY = 'app.mockups.users.validation';
const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * Who the person is, how they sign in and what they may do. The password rules of spec §5 are only a
 * hint on this form, so only an empty password is refused.
 */
export const validateUser = (values: UserFormValues) => {
    const errors: Record<string, string> = {};
    for (const field of ['name', 'username', 'password', 'role'] as const) {
        if (blank(values[field])) errors[field] = `${KEY}.${field}`;
    }
    return errors;
};
