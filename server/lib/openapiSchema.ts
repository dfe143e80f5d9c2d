import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A query or path number is a string the route reads as a whole number (lib/paging.ts): its zod schema carries
 * `type: integer` and the bounds as metadata, and the string pattern it is checked with does not apply to one.
 */
function withoutIntegerPatterns(value: unknown): void {
    if (Array.isArray(value)) value.forEach(withoutIntegerPatterns);
    if (typeof value !== 'object' || value === null) return;
    const schema = value as JsonSchema;
    if (schema.type === 'integer') delete schema.pattern;
    Object.values(schema).forEach(withoutIntegerPatterns);
}

/** The wire shape of a zod schema: its input side, since transforms run after the bytes arrive. */
export function toJsonSchema(schema: unknown): JsonSchema {
    const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
    delete json.$schema;
    withoutIntegerPatterns(json);
    return json;
}
