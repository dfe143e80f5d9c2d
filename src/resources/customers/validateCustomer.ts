import type { CustomerProfile } from '../../../contract';

// Deliberately loose: one '@' with something on both sides and a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Spec §5: first name, last name, email and phone are required. Returns message keys by field. */
export const validateCustomer = (values: Partial<CustomerProfile>) => {
    const errors: Partial<Record<keyof CustomerProfile, string>> = {};
    if (isBlank(values.firstName)) errors.firstName = 'app.customers.edit.validation.first_name';
    if (isBlank(values.lastName)) errors.lastName = 'app.customers.edit.validation.last_name';
    if (isBlank(values.email)) errors.email = 'app.customers.edit.validation.email';
    else if (!EMAIL_PATTERN.test(String(values.email).trim()))
        errors.email = 'app.customers.edit.validation.email_format';
    if (isBlank(values.phoneNumber)) errors.phoneNumber = 'app.customers.edit.validation.phone';
    return errors;
};
