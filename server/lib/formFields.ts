import { invalidInput } from './httpError.ts';
import { parseIsoDate } from './isoDate.ts';

/**
 * Strict readers for multipart text fields. A field that is not exactly in the expected form is reported by
 * name; nothing is guessed ("1e3", "10abc", "yes" and "" are not numbers or booleans).
 */
export function createFieldReader(fields: Record<string, string>) {
    const errors: Record<string, string> = {};
    const fail = (field: string, message: string) => {
        errors[field] ??= message;
        return undefined;
    };
    const text = (field: string): string | null | undefined => {
        const value = fields[field];
        if (value === undefined) {
            return undefined;
        }
        const trimmed = value.trim();
        return trimmed === '' ? null : trimmed;
    };
    return {
        errors,
        fail,
        /** undefined: absent; null: sent empty (clears an optional field). */
        text,
        boolean(field: string): boolean | undefined {
            const value = fields[field];
            if (value === undefined) {
                return undefined;
            }
            if (value === 'true' || value === 'false') {
                return value === 'true';
            }
            return fail(field, `${field} must be "true" or "false"`);
        },
        decimal(
            field: string,
            bounds: { min: number; max: number; places: number }
        ): number | null | undefined {
            const value = text(field);
            if (value == null) {
                return value;
            }
            const fraction = bounds.places > 0 ? `(\\.\\d{1,${bounds.places}})?` : '';
            if (!new RegExp(`^-?\\d{1,12}${fraction}$`).test(value)) {
                return fail(
                    field,
                    `${field} must be a number with at most ${bounds.places} decimals`
                );
            }
            const number = Number(value);
            if (number < bounds.min || number > bounds.max) {
                return fail(field, `${field} must be between ${bounds.min} and ${bounds.max}`);
            }
            return number;
        },
        integer(field: string, bounds: { min: number; max: number }) {
            return this.decimal(field, { ...bounds, places: 0 });
        },
        date(field: string): Date | null | undefined {
            const value = text(field);
            if (value == null) {
                return value;
            }
            const date = parseIsoDate(value);
            if (date === 'invalid') return fail(field, `${field} must be an ISO 8601 date`);
            if (date === 'impossible') return fail(field, `${field} is not a date in the calendar`);
            if (date === 'out of range') {
                return fail(field, `${field} must be between the years 1 and 9999`);
            }
            return date;
        },
        oneOf<T extends string>(field: string, allowed: readonly T[]): T | null | undefined {
            const value = text(field);
            if (value == null) {
                return value;
            }
            if (!(allowed as readonly string[]).includes(value)) {
                return fail(field, `${field} must be one of ${allowed.join(', ')}`);
            }
            return value as T;
        },
        /** Throws a 400 naming every field that failed. */
        check(): void {
            if (Object.keys(errors).length > 0) {
                throw invalidInput(errors);
            }
        },
    };
}

export type FieldReader = ReturnType<typeof createFieldReader>;
