import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { createTestDatabase, testConfig } from '../helpers.ts';

// The console's files as `npm start` serves a build (vite.config.ts writes .br and .gz beside each file).
describe('the console files', () => {
    let app: FastifyInstance;
    let drop: (() => Promise<void>) | undefined;
    const script = 'console.log("the list");'.repeat(50);
    const page = '<!doctype html><title>console</title>';

    beforeAll(async () => {
        const database = await createTestDatabase('pglite');
        drop = database.drop;
        const directory = await mkdtemp(path.join(tmpdir(), 'console-'));
        await mkdir(path.join(directory, 'assets'));
        const files: Record<string, string> = {
            'index.html': page,
            'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
            'assets/VoucherList-Dh9ROrPh.js': script,
        };
        for (const [name, text] of Object.entries(files)) {
            await writeFile(path.join(directory, name), text);
            await writeFile(path.join(directory, `${name}.br`), brotliCompressSync(text));
            await writeFile(path.join(directory, `${name}.gz`), gzipSync(text));
        }
        app = await buildApp({ config: testConfig(database), consoleDirectory: directory });
        await app.ready();
    });
    afterAll(async () => {
        await app?.close();
        await drop?.();
    });

    const get = (url: string, encoding?: string) =>
        app.inject({
            method: 'GET',
            url,
            headers: encoding ? { 'accept-encoding': encoding } : {},
        });

    it('sends the file compressed the way the browser accepts, brotli first, and plain otherwise', async () => {
        const url = '/assets/VoucherList-Dh9ROrPh.js';
        const brotli = await get(url, 'gzip, deflate, br');
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
        const gzip = await get(url, 'gzip');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
        const plain = await get(url);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe(script);
    });

    it('keeps hashed files a year and has the browser check everything else each time', async () => {
        expect((await get('/assets/VoucherList-Dh9ROrPh.js', 'br')).headers['cache-control']).toBe(
            'public, max-age=31536000, immutable'
        );
        for (const url of ['/', '/favicon.svg', '/voucher/12']) {
            const response = await get(url, 'br');
            expect(response.statusCode, url).toBe(200);
            expect(response.headers['cache-control'], url).toBe('no-cache');
        }
    });

    it('answers a JSON 404 for unknown API paths of any version, and the console for other deep links', async () => {
        for (const url of ['/v1/i/nothing-here', '/v2/customers', '/v10/', '/v1/i/assets/x.js']) {
            const response = await get(url);
            expect(response.statusCode, url).toBe(404);
            expect(response.json(), url).toMatchObject({ code: 'not_found', message: 'Not found' });
        }
        const deepLink = await get('/voucher/123');
        expect(deepLink.statusCode).toBe(200);
        expect(deepLink.body).toBe(page);
        expect((await get('/v2x/page')).body).toBe(page);
    });
});
