import { isoTimestamp } from './isoTimestamp.ts';
/** Database values to JSON: timestamps as ISO 8601 strings, numeric columns (strings from both drivers) as numbers. */
export const isoOrNull = (value: Date | string | null) =>
    value == null ? null : isoTimestamp(value);
export const numberOrNull = (value: string | number | null) =>
    value == null ? null : Number(value);

/** The URL an uploaded image is served at, as answers (and audit entries) carry it. */
export const imageUrl = (name: string | null) => (name ? `/uploads/${name}` : null);
