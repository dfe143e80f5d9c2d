/** Database values to JSON: timestamps as ISO 8601 strings, numeric columns (strings from both drivers) as numbers. */
export const isoOrNull = (value: Date | string | null) =>
    value == null ? null : new Date(value).toISOString();
export const numberOrNull = (value: string | number | null) =>
    value == null ? null : Number(value);
