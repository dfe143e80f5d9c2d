import { crc32, deflateSync } from 'node:zlib';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC of type and data. */
export const pngChunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
};

/** A PNG of the given size and pixel format whose image data is `pixels` (already deflated), then `extra` chunks. */
export const pngOf = (
    size: { width: number; height: number; bitDepth: number; colourType: number },
    pixels: Buffer,
    extra: Buffer[] = []
) => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(size.width, 0);
    header.writeUInt32BE(size.height, 4);
    header.set([size.bitDepth, size.colourType, 0, 0, 0], 8);
    return Buffer.concat([
        pngSignature,
        pngChunk('IHDR', header),
        ...extra,
        pngChunk('IDAT', pixels),
        pngChunk('IEND', Buffer.alloc(0)),
    ]);
};

/** A real PNG of one colour, built in memory so that an upload needs no file on disk. */
export const solidPng = (width: number, height: number, [r, g, b]: [number, number, number]) => {
    const pixel = Buffer.from([r, g, b]);
    const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => pixel)]);
    const rows = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
    return pngOf({ width, height, bitDepth: 8, colourType: 2 }, rows); // 8-bit RGB
};
