import type { ZodError } from 'zod';
import type { ErrorCode } from '../../contract/index.ts';
import { codeOf } from './errorCodes.ts';

type Issue = ZodError['issues'][number];

const limitsOf = (issue: Issue): ErrorCode['params'] => {
    if (issue.code === 'too_big') return { maximum: Number(issue.maximum) };
    if (issue.code === 'too_small') return { minimum: Number(issue.minimum) };
    return {};
};

/** What a schema's check says, as a code: the contract's own messages by the catalogue, zod's by its issue. */
function issueCode(issue: Issue): ErrorCode {
    const known = codeOf(issue.message);
    // A contract message ('At most 200 characters') names its limit for a translation too.
    if (known) return { code: known.code, params: { ...limitsOf(issue), ...known.params } };
    const field = (code: string, params: ErrorCode['params'] = {}) => ({ code, params });
    switch (issue.code) {
        case 'invalid_type':
            return field(
                issue.message.endsWith('received undefined') ? 'field_required' : 'field_invalid'
            );
        case 'too_small': {
            const minimum = Number(issue.minimum);
            if (issue.origin === 'string') {
                return minimum <= 1
                    ? field('field_required')
                    : field('field_too_short', { minimum });
            }
            return field(issue.origin === 'array' ? 'field_too_few' : 'field_too_small', {
                minimum,
            });
        }
        case 'too_big': {
            const maximum = Number(issue.maximum);
            if (issue.origin === 'string') return field('field_too_long', { maximum });
            return field(issue.origin === 'array' ? 'field_too_many' : 'field_too_large', {
                maximum,
            });
        }
        case 'invalid_value':
            return field('field_choice');
        default:
            return field('field_invalid');
    }
}

/** A failed schema check as the answer's `errors` (English, zod's or the contract's) and `fieldCodes`. */
export function zodFields(error: ZodError) {
    const errors: Record<string, string> = {};
    const fieldCodes: Record<string, ErrorCode> = {};
    for (const issue of error.issues) {
        if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys) {
                const name = [...issue.path, key].join('.');
                errors[name] = 'Unknown field';
                fieldCodes[name] = { code: 'unknown_field', params: {} };
            }
            continue;
        }
        const name = issue.path.join('.') || 'body';
        if (errors[name] !== undefined) continue;
        errors[name] = issue.message;
        fieldCodes[name] = issueCode(issue);
    }
    return { errors, fieldCodes };
}

/**
 * The codes of a rule's field messages. A field that lists several problems ('a; b', the password's rules) is
 * named by its first; a message the catalogue does not know is an invalid field.
 */
export function fieldCodesOf(errors: Record<string, string>): Record<string, ErrorCode> {
    return Object.fromEntries(
        Object.entries(errors).map(([name, message]) => [
            name,
            codeOf(message) ??
                codeOf(message.split('; ')[0] ?? '') ?? { code: 'field_invalid', params: {} },
        ])
    );
}
