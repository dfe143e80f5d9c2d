import type { Kysely } from 'kysely';
import type { Actor } from '../audit/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { Database } from '../db/schema.ts';
import type { CheckedImage } from './image.ts';
import { swapImage } from './repository.ts';

/**
 * How one table of records that carry an image (vouchers, advertisements) is read and written. The SQL stays in
 * the area's repository; this module only orders the steps every such write shares.
 */
export interface ImagedTable<Row extends { imageName: string | null }, Values, Answer> {
    entityType: string;
    find: (trx: Kysely<Database>, id: number, forUpdate?: boolean) => Promise<Row | undefined>;
    toAnswer: (row: Row) => Answer;
    insert: (trx: Kysely<Database>, values: Values, imageName: string | null) => Promise<number>;
    update: (
        trx: Kysely<Database>,
        id: number,
        values: Values,
        imageName: string | null,
        /** The row as it stands, read under the edit's lock. */
        current: Row
    ) => Promise<void>;
    remove: (trx: Kysely<Database>, id: number) => Promise<void>;
}

/**
 * Create, update and remove in one transaction each: the image bytes, the row and the audit entry are written
 * together or not at all, and an image nothing shows any more is released in the same transaction.
 */
export function auditedImagedWrites<
    Row extends { imageName: string | null },
    Values,
    Answer extends Record<string, unknown>,
>(db: Kysely<Database>, table: ImagedTable<Row, Values, Answer>) {
    const entity = (id: number) => ({ entityType: table.entityType, entityId: id });
    // Read back inside the transaction, so the answer and the trail show what the database holds.
    const reread = async (trx: Kysely<Database>, id: number) =>
        table.toAnswer((await table.find(trx, id)) as Row);

    return {
        create: (values: Values, image: CheckedImage | undefined, actor: Actor) =>
            db.transaction().execute(trx =>
                swapImage(trx, image, async imageName => {
                    const id = await table.insert(trx, values, imageName ?? null);
                    const after = await reread(trx, id);
                    await recordAudit(trx, actor, {
                        action: 'create',
                        ...entity(id),
                        before: null,
                        after,
                    });
                    return { written: after, previous: null };
                })
            ),

        /** The record after the change, or undefined when there is none. A new image replaces the stored one. */
        update: (id: number, values: Values, image: CheckedImage | undefined, actor: Actor) =>
            db.transaction().execute(trx =>
                swapImage(trx, image, async imageName => {
                    const current = await table.find(trx, id, true);
                    if (!current) return { written: undefined, previous: undefined };
                    await table.update(trx, id, values, imageName ?? current.imageName, current);
                    const after = await reread(trx, id);
                    const before = table.toAnswer(current);
                    await recordAudit(trx, actor, {
                        action: 'update',
                        ...entity(id),
                        before,
                        after,
                    });
                    return { written: after, previous: current.imageName };
                })
            ),

        /** The removed row, or undefined; its image goes with it unless something else shows it. */
        remove: (id: number, actor: Actor) =>
            db.transaction().execute(trx =>
                swapImage(trx, undefined, async () => {
                    const current = await table.find(trx, id, true);
                    if (!current) return { written: undefined, previous: undefined };
                    await table.remove(trx, id);
                    const before = table.toAnswer(current);
                    await recordAudit(trx, actor, {
                        action: 'delete',
                        ...entity(id),
                        before,
                        after: null,
                    });
                    return { written: current, previous: current.imageName };
                })
            ),
    };
}
