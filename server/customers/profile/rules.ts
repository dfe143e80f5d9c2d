import { isValidPhoneNumber } from 'libphonenumber-js';
import type { CustomerUpdate } from '../../../contract/index.ts';
import { invalidInput } from '../../lib/httpError.ts';

// Deliberately loose, as the console's check: one '@' with something on both sides and a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = {
    firstName: 'Please enter a first name',
    lastName: 'Please enter a last name',
    email: 'Please enter an email',
    phoneNumber: 'Please enter a phone number',
} as const;

const optionalFields = ['address', 'city', 'state', 'country'] as const;

/** The columns a PATCH writes: trimmed text, empty optional fields as null, absent fields left out. */
export interface ProfileChanges {
    firstName?: string;
    lastName?: string;
    email?: string;
    phoneNumber?: string;
    address?: string | null;
    city?: string | null;
    state?: string | null;
    country?: string | null;
    status?: string;
}

/**
 * Spec §5 'Others' (first name, last name, email and phone required) with the console's messages, a valid
 * email, and a phone in E.164 or Malaysian form (libphonenumber's metadata, Malaysia as the default country).
 * Every bad field is reported at once; the message is the first one's.
 */
export function profileChanges(body: CustomerUpdate): ProfileChanges {
    const errors: Record<string, string> = {};
    const changes: ProfileChanges = {};
    for (const field of Object.keys(required) as (keyof typeof required)[]) {
        const value = body[field];
        if (value === undefined) continue;
        const trimmed = value.trim();
        if (trimmed === '') errors[field] = required[field];
        else changes[field] = trimmed;
    }
    if (changes.email !== undefined && !EMAIL_PATTERN.test(changes.email)) {
        errors.email = 'Please enter a valid email address';
    }
    if (changes.phoneNumber !== undefined && !isValidPhoneNumber(changes.phoneNumber, 'MY')) {
        errors.phoneNumber = 'Please enter a phone number such as +60123456789 or 012-345 6789';
    }
    for (const field of optionalFields) {
        const value = body[field];
        if (value === undefined) continue;
        changes[field] = value === null || value.trim() === '' ? null : value.trim();
    }
    if (body.status !== undefined) changes.status = body.status;
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    return changes;
}
