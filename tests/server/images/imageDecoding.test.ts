import { createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngChunk, pngOf, solidPng } from '../../../e2e/images.ts';
import {
    backends,
    createTestApp,
    formWith,
    pngBytes,
    type TestApp,
    validVoucher,
} from '../helpers.ts';

const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const pngSignature = pngBytes.subarray(0, 8);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** A 1-bit PNG that claims `side` x `side` pixels, every one of them 0: a small file that decodes to a huge one. */
async function pngBomb(side: number) {
    const rowBytes = 1 + Math.ceil(side / 8);
    const deflate = createDeflate({ level: 9 });
    const parts: Buffer[] = [];
    deflate.on('data', (part: Buffer) => parts.push(part));
    const rows = Buffer.alloc(rowBytes * 1000);
    for (let written = 0; written < side; written += 1000) deflate.write(rows);
    await new Promise(resolve => deflate.end(resolve));
    return pngOf({ width: side, height: side, bitDepth: 1, colourType: 0 }, Buffer.concat(parts));
}

describe.each(backends)('uploaded images decoded on %s', backend => {
    let test: TestApp;
    beforeAll(async () => {
        test = await createTestApp(backend);
    });
    afterAll(() => test?.close());

    const upload = (bytes: Uint8Array, name = 'a.png', type = 'image/png') =>
        test.api.POST('/v1/i/vouchers', {
            body: validVoucher,
            bodySerializer: formWith({ bytes, name, type }),
        });
    const served = async (imageURL: string | null | undefined) => {
        const answer = await test.app.inject({ method: 'GET', url: imageURL ?? '' });
        expect(answer.statusCode).toBe(200);
        return answer.rawPayload;
    };

    it.each([
        ['HTML behind a PNG signature', Buffer.concat([pngSignature, html])],
        ['SVG behind a PNG signature', Buffer.concat([pngSignature, svg])],
        ['HTML behind a JPEG signature', Buffer.concat([jpegSignature, html])],
        ['a PNG whose image data is cut short', solidPng(64, 64, [1, 2, 3]).subarray(0, 80)],
    ])('refuses %s as unreadable and stores nothing', async (_, bytes) => {
        const before = await test.app.imagesRepository.names();
        const answer = await upload(bytes);
        expect(answer.response.status).toBe(400);
        expect(answer.error).toMatchObject({ code: 'image_unreadable' });
        expect(await test.app.imagesRepository.names()).toEqual(before);
    });

    it('stores a real PNG followed by HTML as the image alone', async () => {
        const image = solidPng(3, 2, [10, 20, 30]);
        const answer = await upload(Buffer.concat([image, html, svg]));
        expect(answer.response.status).toBe(201);
        const bytes = await served(answer.data?.voucher.imageURL);
        expect(bytes.includes('<script')).toBe(false);
        expect(bytes.includes('<svg')).toBe(false);
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
    });

    it('refuses a 30000 x 30000 PNG of 100 kB within 2 s, before decoding it', async () => {
        const bomb = await pngBomb(30_000);
        expect(bomb.length).toBeLessThan(200_000);
        const started = performance.now();
        const answer = await upload(bomb);
        expect(performance.now() - started).toBeLessThan(2000);
        expect(answer.response.status).toBe(413);
        expect(answer.error).toMatchObject({ code: 'image_pixels' });
    });

    it('refuses an image wider than 8000 pixels', async () => {
        const wide = await sharp({
            create: { width: 8001, height: 1, channels: 3, background: '#000' },
        })
            .png()
            .toBuffer();
        expect((await upload(wide)).response.status).toBe(413);
    });

    it('stores a re-encoded copy: no metadata, the orientation applied', async () => {
        const png = pngOf(
            { width: 1, height: 1, bitDepth: 8, colourType: 2 },
            deflateSync(Buffer.from([0, 5, 6, 7])),
            [pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>'))]
        );
        const storedPng = await served(dataOf201(await upload(png)));
        expect(storedPng.includes('<script')).toBe(false);
        // A portrait photo as a phone stores it: landscape pixels and an EXIF orientation saying "turn it".
        const photo = await sharp({
            create: { width: 40, height: 20, channels: 3, background: '#2e7d32' },
        })
            .jpeg()
            .withMetadata({
                orientation: 6,
                exif: { IFD0: { Artist: 'Aishah at 3.1390 N 101.6869 E' } },
            })
            .toBuffer();
        const storedJpeg = await served(dataOf201(await upload(photo, 'a.jpg', 'image/jpeg')));
        const stored = await sharp(storedJpeg).metadata();
        expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
        expect(stored.exif).toBeUndefined();
        expect(stored.orientation).toBeUndefined();
        expect(storedJpeg.includes('Aishah')).toBe(false);
    });
});

function dataOf201(answer: {
    response: Response;
    data?: { voucher: { imageURL?: string | null } };
}) {
    expect(answer.response.status).toBe(201);
    return answer.data?.voucher.imageURL;
}
