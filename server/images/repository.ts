import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CheckedImage } from './image.ts';

declare module 'fastify' {
    interface FastifyInstance {
        imagesRepository: ReturnType<typeof imagesRepository>;
    }
}

/**
 * Every transaction that adds or drops a reference to an image takes this lock first. Without it, a write that
 * releases an image it no longer shows could delete bytes that a concurrent write (same image, not yet
 * committed) is about to refer to. Image writes are rare staff edits, so serialising them costs nothing.
 */
async function lockImages(trx: Kysely<Database>) {
    await sql`select pg_advisory_xact_lock(hashtext('images'))`.execute(trx);
}

/**
 * Inside the transaction of a write that shows `next` (when an image was sent) instead of what the row showed
 * before: stores the new bytes (once per content), runs the write, then removes the bytes the row showed before,
 * and the new ones when the write found no row, unless some row still shows them. `write` answers what it wrote
 * and the image name the row held before (null for a new row, undefined when there was no row).
 */
export async function swapImage<Written>(
    trx: Kysely<Database>,
    next: CheckedImage | undefined,
    write: (
        imageName: string | undefined
    ) => Promise<{ written: Written; previous: string | null | undefined }>
): Promise<Written> {
    await lockImages(trx);
    if (next) {
        await trx
            .insertInto('images')
            .values({
                name: next.name,
                contentType: next.contentType,
                size: next.size,
                sha256: next.sha256,
                bytes: next.bytes,
            })
            .onConflict(conflict => conflict.column('name').doNothing())
            .execute();
    }
    const { written, previous } = await write(next?.name);
    for (const name of new Set([previous, next?.name])) {
        if (name) await releaseImage(trx, name);
    }
    return written;
}

/** Removes the image when neither a voucher nor an advertisement shows it. */
async function releaseImage(trx: Kysely<Database>, name: string) {
    await trx
        .deleteFrom('images')
        .where('name', '=', name)
        .where(({ not, exists, selectFrom }) =>
            not(
                exists(
                    selectFrom('vouchers')
                        .select('id')
                        .where('imageName', '=', name)
                        .unionAll(
                            selectFrom('advertisements').select('id').where('imageName', '=', name)
                        )
                )
            )
        )
        .execute();
}

function imagesRepository(db: Kysely<Database>) {
    return {
        find: (name: string) =>
            db
                .selectFrom('images')
                .select(['contentType', 'size', 'sha256', 'bytes'])
                .where('name', '=', name)
                .executeTakeFirst(),

        /** The names of every stored image (tests compare them with the rows' references). */
        names: async () =>
            (await db.selectFrom('images').select('name').orderBy('name').execute()).map(
                row => row.name
            ),

        /**
         * Moves an image kept as a file by earlier versions into the database: the rows that named the file
         * now name the stored image. Repeating it (a crash before the file was removed) changes nothing; a file
         * that no row named is not kept.
         */
        importFile: (image: CheckedImage, fileName: string) =>
            db.transaction().execute(async trx => {
                await swapImage(trx, image, async name => {
                    for (const table of ['vouchers', 'advertisements'] as const) {
                        await trx
                            .updateTable(table)
                            .set({ imageName: name })
                            .where('imageName', '=', fileName)
                            .execute();
                    }
                    return { written: undefined, previous: null };
                });
            }),
    };
}

export default fp(
    async app => {
        app.decorate('imagesRepository', imagesRepository(app.db));
    },
    { name: 'images-repository', dependencies: ['db'] }
);
