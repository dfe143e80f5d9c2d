import { afterEach, beforeEach } from 'vitest';
import { HttpResponse, http, server } from '../api';

// Stand-ins for the CSV exports: a route that streams its file in two parts (so the progress can be seen
// between them), and a browser download caught where the console saves the file.

/**
 * Serves `csv` at `path`: the heading and first row at once, the rest once the test calls `release()`.
 * Every call's query is kept.
 */
export const serveCsv = (path: string, csv: string, fileName = 'export-2026-11-23.csv') => {
    const queries: URLSearchParams[] = [];
    let release = () => {};
    const released = new Promise<void>(resolve => {
        release = resolve;
    });
    const encoder = new TextEncoder();
    const firstRowEnd = csv.indexOf('\n', csv.indexOf('\n') + 1) + 1;
    server.use(
        http.get(path, ({ request }) => {
            queries.push(new URL(request.url).searchParams);
            const stream = new ReadableStream<Uint8Array>({
                async start(controller) {
                    controller.enqueue(encoder.encode(csv.slice(0, firstRowEnd)));
                    await released;
                    controller.enqueue(encoder.encode(csv.slice(firstRowEnd)));
                    controller.close();
                },
            });
            return new HttpResponse(stream, {
                headers: {
                    'content-type': 'text/csv; charset=utf-8',
                    'content-disposition': `attachment; filename="${fileName}"`,
                },
            });
        })
    );
    return { queries, release };
};

export interface SavedFile {
    name: string;
    blob: Blob;
}

/**
 * jsdom saves nothing and has no URL.createObjectURL: for each test of the file, a stand-in keeps each blob by
 * its URL, and a link's click (how both the console and react-admin's downloadCSV save a file) records the file
 * it would save. Returns the files saved by the running test.
 */
export const catchDownloads = () => {
    const files: SavedFile[] = [];
    const blobs = new Map<string, Blob>();
    const originalClick = HTMLAnchorElement.prototype.click;
    beforeEach(() => {
        files.length = 0;
        blobs.clear();
        URL.createObjectURL = (blob: Blob) => {
            const url = `blob:http://localhost/${blobs.size + 1}`;
            blobs.set(url, blob);
            return url;
        };
        URL.revokeObjectURL = () => {};
        HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
            const blob = blobs.get(this.href);
            if (blob) files.push({ name: this.download, blob });
        };
    });
    afterEach(() => {
        HTMLAnchorElement.prototype.click = originalClick;
    });
    return files;
};
