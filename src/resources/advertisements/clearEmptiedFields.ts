// On update the server keeps every field the body leaves out, and the provider leaves out null values
// (contract: multipart). An optional field the user emptied therefore goes as '', which the server
// stores as no value; without this, clearing the end date or the deeplink on edit would be ignored.
const CLEARABLE = ['description', 'deeplink', 'endDateTime'] as const;

export const clearEmptiedFields = <T extends Record<string, unknown>>(data: T): T => ({
    ...data,
    ...Object.fromEntries(CLEARABLE.map(field => [field, data[field] ?? ''])),
});
