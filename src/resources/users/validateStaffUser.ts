import { failedPasswordRules } from '../../../contract/passwordRules';

interface StaffUserFormValues {
    name?: string | null;
    username?: string | null;
    email?: string | null;
    role?: string | null;
    password?: string | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * One check for create and edit, returning message keys; the password (create only) must pass every rule of
 * the policy the server enforces, shown beside it as a checklist.
 */
export const validateStaffUser = (values: StaffUserFormValues, withPassword = false) => {
    const errors: Record<string, string> = {};
    for (const field of ['name', 'username', 'role'] as const) {
        if (blank(values[field])) errors[field] = `app.mockups.users.validation.${field}`;
    }
    if (!blank(values.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email ?? '')) {
        errors.email = 'app.users.validation.email';
    }
    if (withPassword) {
        const person = { name: values.name ?? '', username: values.username ?? '' };
        if (blank(values.password)) errors.password = 'app.mockups.users.validation.password';
        else if (failedPasswordRules(values.password ?? '', person).length > 0) {
            errors.password = 'app.users.validation.password';
        }
    }
    return errors;
};
