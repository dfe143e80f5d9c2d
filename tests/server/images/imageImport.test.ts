import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { backends, createTestDatabase, pngBytes, testConfig, validVoucher } from '../helpers.ts';

describe.each(backends)('image files of earlier versions on %s', backend => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    beforeAll(async () => {
        database = await createTestDatabase(backend);
    });
    afterAll(() => database?.drop());

    it('are moved into the database on start and served under their hash', async () => {
        const config = testConfig(database);
        const legacyName = '0f8fad5b-d9cb-469f-a165-70867728950e.png';
        const strayName = '7c9e6679-7425-40de-944b-e07fc1f90ae7.png';
        const first = await buildApp({ config, logger: false });
        // A voucher as an earlier version stored it: the row names a file under DATA_DIR/uploads.
        const { id } = await first.db
            .insertInto('vouchers')
            .values({
                ...validVoucher,
                discountValue: 10,
                isPublic: true,
                canBeWhitelisted: false,
                pointsRequired: 0,
                imageName: legacyName,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        await first.close();
        const uploads = path.join(database.dataDir, 'uploads');
        await mkdir(uploads, { recursive: true });
        await writeFile(path.join(uploads, legacyName), pngBytes);
        // A file no row names (left behind by a crash) is not kept.
        await writeFile(path.join(uploads, strayName), Buffer.concat([pngBytes, Buffer.from('x')]));

        const second = await buildApp({ config, logger: false });
        try {
            const row = await second.db
                .selectFrom('vouchers')
                .select('imageName')
                .where('id', '=', id)
                .executeTakeFirstOrThrow();
            expect(await second.imagesRepository.names()).toEqual([row.imageName]);
            const served = await second.inject({ method: 'GET', url: `/uploads/${row.imageName}` });
            expect(served.statusCode).toBe(200);
            // Decoded and written again, as an upload is, and named by the bytes served.
            const sha256 = createHash('sha256').update(served.rawPayload).digest('hex');
            expect(row.imageName).toBe(`${sha256}.png`);
            expect(await sharp(served.rawPayload).metadata()).toMatchObject({
                width: 1,
                height: 1,
            });
            expect(existsSync(path.join(uploads, legacyName))).toBe(false);
            expect(existsSync(path.join(uploads, strayName))).toBe(false);
        } finally {
            await second.close();
        }
    });
});
