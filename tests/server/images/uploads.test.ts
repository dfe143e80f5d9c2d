import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../e2e/images.ts';
import {
    backends,
    createTestApp,
    dataOf,
    formWith,
    jpegBytes,
    pngBytes,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

/** A JPEG of that size no other test uploads. */
const jpegOf = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1565c0' } })
        .jpeg()
        .toBuffer();

// The images themselves are fetched by hand at the `imageURL` the API gave, as a browser's <img> does.

describe.each(backends)('image uploads on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    const stored = () => test.app.imagesRepository.names();
    /** Every image name a voucher or an advertisement shows. */
    const referenced = async () => {
        const rows = await test.app.db
            .selectFrom('vouchers')
            .select('imageName')
            .union(test.app.db.selectFrom('advertisements').select('imageName'))
            .execute();
        return rows.flatMap(row => (row.imageName ? [row.imageName] : [])).sort();
    };
    const createWith = (bytes: Uint8Array, name: string, type: string) =>
        test.api.POST('/v1/i/vouchers', {
            body: validVoucher,
            bodySerializer: formWith({ bytes, name, type }),
        });
    const renameWith = (
        id: string,
        name: string,
        file: { bytes: Buffer; name: string; type: string }
    ) =>
        test.api.PATCH('/v1/i/vouchers/{id}', {
            params: { path: { id } },
            body: { name },
            bodySerializer: formWith(file),
        });
    const remove = (id: string) =>
        test.api.DELETE('/v1/i/vouchers/{id}', { params: { path: { id } } });

    it.each([
        ['png', pngBytes, 'image/png'],
        ['jpeg', jpegBytes, 'image/jpeg'],
    ])(
        'stores a %s in the database under its hash and serves it with its type, a strong ETag and for good',
        async (_, bytes, type) => {
            const created = await createWith(
                bytes,
                '../../evil name.gif',
                'application/octet-stream'
            );
            expect(created.response.status).toBe(201);
            const imageURL = created.data?.voucher.imageURL ?? '';
            const served = await test.app.inject({ method: 'GET', url: imageURL });
            expect(served.statusCode).toBe(200);
            // What is stored is the decoded picture written again, named by the bytes served.
            const sha256 = createHash('sha256').update(served.rawPayload).digest('hex');
            expect(imageURL).toBe(`/uploads/${sha256}.${type === 'image/png' ? 'png' : 'jpg'}`);
            expect(await stored()).toContain(imageURL.slice('/uploads/'.length));
            expect(await sharp(served.rawPayload).metadata()).toMatchObject({
                format: type === 'image/png' ? 'png' : 'jpeg',
                width: (await sharp(bytes).metadata()).width,
            });
            expect(served.headers['content-type']).toBe(type);
            expect(served.headers['x-content-type-options']).toBe('nosniff');
            expect(served.headers.etag).toBe(`"${sha256}"`);
            expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
            const again = await test.app.inject({
                method: 'GET',
                url: imageURL,
                headers: { 'if-none-match': `"${sha256}"` },
            });
            expect(again.statusCode).toBe(304);
        }
    );

    it.each([
        [
            'an SVG',
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            'logo.svg',
            'image/svg+xml',
            415,
        ],
        [
            'HTML renamed .png',
            Buffer.from('<!doctype html><script>alert(1)</script>'),
            'photo.png',
            'image/png',
            415,
        ],
        ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif', 'image/gif', 415],
        ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', 400],
        [
            'a 5 MB + 1 byte PNG',
            Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024 + 1 - pngBytes.length)]),
            'big.png',
            'image/png',
            413,
        ],
    ])('rejects %s and stores nothing', async (_, bytes, name, type, status) => {
        const before = await stored();
        const vouchersBefore = await test.app.db.selectFrom('vouchers').select('id').execute();
        const response = await createWith(bytes, name, type);
        expect(response.response.status).toBe(status);
        expect(response.error?.message).toBeTruthy();
        expect(await stored()).toEqual(before);
        expect(await test.app.db.selectFrom('vouchers').select('id').execute()).toEqual(
            vouchersBefore
        );
    });

    it('accepts exactly 5 MB', async () => {
        const bytes = Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024 - pngBytes.length)]);
        expect((await createWith(bytes, 'max.png', 'image/png')).response.status).toBe(201);
    });

    it('replaces the stored image on update and removes it with the voucher', async () => {
        // Pictures no other voucher of this file shows: the same content is stored once and shared.
        const unique = solidPng(2, 1, [200, 0, 0]);
        const created = await createWith(unique, 'a.png', 'image/png');
        const { id, imageURL } = dataOf(created).voucher;
        const updated = await renameWith(id, 'With new image', {
            bytes: await jpegOf(1, 2),
            name: 'b.jpg',
            type: 'image/jpeg',
        });
        const newUrl = dataOf(updated).voucher.imageURL ?? '';
        expect(newUrl).not.toBe(imageURL);
        expect((await test.app.inject({ method: 'GET', url: imageURL ?? '' })).statusCode).toBe(
            404
        );
        await remove(id);
        expect((await test.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(404);
        expect(await stored()).toEqual(await referenced());
    });

    it('keeps bytes that another row still shows', async () => {
        const first = dataOf(await createWith(pngBytes, 'a.png', 'image/png')).voucher;
        const second = dataOf(await createWith(pngBytes, 'b.png', 'image/png')).voucher;
        expect(second.imageURL).toBe(first.imageURL);
        await remove(first.id);
        const served = await test.app.inject({ method: 'GET', url: second.imageURL ?? '' });
        expect(served.statusCode).toBe(200);
        expect(await stored()).toEqual(await referenced());
    });

    it('leaves exactly the referenced images after 10 concurrent image updates', async () => {
        const { id } = dataOf(await createWith(pngBytes, 'a.png', 'image/png')).voucher;
        const updates = Array.from({ length: 10 }, (_, index) => {
            return renameWith(id, `Concurrent ${index}`, {
                bytes: solidPng(1, 1, [index, 1, 2]),
                name: 'c.png',
                type: 'image/png',
            });
        });
        const answers = await Promise.all(updates);
        expect(answers.map(answer => answer.response.status)).toEqual(Array(10).fill(200));
        expect(await stored()).toEqual(await referenced());
    });

    it('serves nothing outside the uploads folder', async () => {
        for (const url of [
            '/uploads/..%2Fjwt-secret',
            '/uploads/../db',
            '/uploads/jwt-secret',
            '/uploads/',
        ]) {
            const response = await test.app.inject({ method: 'GET', url });
            expect(response.statusCode, url).toBe(404);
        }
    });
});
