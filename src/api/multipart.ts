// Multipart bodies of the voucher and advertisement writes (spec §7): exactly the listed field names that
// are present, every value as the string the server parses, and the ImageInput's file as the part `file`.

const asText = (value: unknown): string => {
    if (value instanceof Date) return value.toISOString();
    return String(value);
};

export const toMultipart = (data: Record<string, unknown>, fields: readonly string[]) => {
    const form = new FormData();
    for (const field of fields) {
        const value = data[field];
        if (value !== undefined && value !== null) form.append(field, asText(value));
    }
    const rawFile = (data.file as { rawFile?: unknown } | undefined)?.rawFile;
    if (rawFile instanceof File) form.append('file', rawFile, rawFile.name);
    return form;
};
