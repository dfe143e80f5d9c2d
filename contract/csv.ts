// CSV as spreadsheets read it (RFC 4180), shared by the server's streamed exports (server/exports) and the
// console's exports of the lists it holds whole: comma-separated, CRLF line ends, fields quoted when they hold a
// comma, a quote or a line break. Text a spreadsheet would run as a formula is defused with a leading
// apostrophe (OWASP's advice on CSV injection), so a customer named `=HYPERLINK(...)` stays text. Zod-free: the
// console imports it.

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
    header: string;
    value: (row: Row) => CsvValue;
}

const formulaStart = /^[=+\-@\t\r]/;
// A plain number (a negative amount included) is a value, not a formula, and stays as it is.
const plainNumber = /^-?\d+(\.\d+)?$/;
const needsQuotes = /[",\r\n]/;

/** One cell: numbers as they are, dates in ISO 8601 (UTC), text defused and quoted when needed. */
export function csvCell(value: CsvValue): string {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const text = value instanceof Date ? value.toISOString() : value;
    const safe = formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
    return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Money with its two decimals, whatever it arrives as (numeric columns arrive as strings). */
export function csvMoney(value: string | number | null | undefined): string | null {
    if (value === null || value === undefined || value === '') return null;
    return Number(value).toFixed(2);
}

/** Rows held whole as one CSV text, heading first. */
export const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) =>
    [
        columns.map(column => column.header),
        ...rows.map(row => columns.map(column => column.value(row))),
    ]
        .map(csvLine)
        .join('');

/** `vouchers-2026-11-23`: the list and the day (UTC) it was taken, as the server names its files. */
export const exportBaseName = (list: string, now = new Date()) =>
    `${list.replaceAll(/[^a-z0-9-]+/gi, '-')}-${now.toISOString().slice(0, 10)}`;
