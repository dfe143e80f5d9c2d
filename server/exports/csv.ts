import { type CsvColumn, csvLine } from '../../contract/csv.ts';

export { type CsvColumn, type CsvValue, csvCell, csvMoney as money } from '../../contract/csv.ts';

/** A timestamp column as a Date (both drivers hand back a Date; a JSON aggregate a string). */
export function isoDate(value: Date | string | null | undefined): Date | null {
    return value === null || value === undefined ? null : new Date(value);
}

/** The heading line, then one text chunk per batch of rows. */
export async function* csvChunks<Row>(
    columns: readonly CsvColumn<Row>[],
    batches: AsyncIterable<readonly Row[]>
): AsyncGenerator<string> {
    // A byte order mark, so that Excel opens UTF-8 names (Malay, Chinese, Tamil) correctly.
    yield `\uFEFF${csvLine(columns.map(column => column.header))}`;
    for await (const rows of batches) {
        let text = '';
        for (const row of rows) text += csvLine(columns.map(column => column.value(row)));
        yield text;
    }
}
