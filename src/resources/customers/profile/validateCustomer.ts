import type { CustomerProfile } from '../../../../contract';

// Deliberately loose: one '@' with something on both sides and a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const STATUSES: readonly unknown[] = ['active', 'inactive', 'suspended'];

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Spec §5: first name, last name, email and phone are required; so is a status (spec §3's). Returns message keys by field. */
export const validateCustomer = (values: Partial<CustomerProfile>) => {
    const errors: Partial<Record<keyof CustomerProfile, string>> = {};
    if (isBlank(values.firstName)) errors.firstName = 'app.customers.edit.validation.first_name';
    if (isBlank(values.lastName)) errors.lastName = 'app.customers.edit.validation.last_name';
    if (isBlank(values.email)) errors.email = 'app.customers.edit.validation.email';
    else if (!EMAIL_PATTERN.test(String(values.email).trim()))
        errors.email = 'app.customers.edit.validation.email_format';
    if (isBlank(values.phoneNumber)) errors.phoneNumber = 'app.customers.edit.validation.phone';
    // Statuses may arrive in any case (the select shows them lower-cased); spec §3 names three.
    const status = typeof values.status === 'string' ? values.status.toLowerCase() : values.status;
    if (!STATUSES.includes(status)) errors.status = 'app.customers.edit.validation.status';
    return errors;
};
