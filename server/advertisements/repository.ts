import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { AdvertisementStatus } from '../../contract/index.ts';
import type { Actor } from '../audit/record.ts';
import { recordAudit } from '../audit/repository.ts';
import { column, type ListRequest, type ListRules, readList } from '../db/readList.ts';
import type { Database } from '../db/schema.ts';
import type { CheckedImage } from '../images/image.ts';
import { swapImage } from '../images/repository.ts';
import { type AdvertisementRow, toAdvertisement } from './answer.ts';
import type { AdvertisementValues } from './form.ts';

declare module 'fastify' {
    interface FastifyInstance {
        advertisementsRepository: ReturnType<typeof advertisementsRepository>;
    }
}

/** In draft while not active; expired once the end has passed; otherwise active. */
const advertisementStatus = sql<AdvertisementStatus>`case
    when not advertisements.is_active then 'in draft'
    when advertisements.end_date_time is not null and advertisements.end_date_time < now() then 'expired'
    else 'active' end`;

export const advertisementSortFields = [
    'id',
    'title',
    'startDateTime',
    'endDateTime',
    'status',
] as const;

const listRules: ListRules = {
    sortBy: {
        id: column('advertisements.id'),
        title: column('advertisements.title'),
        startDateTime: column('advertisements.startDateTime'),
        endDateTime: column('advertisements.endDateTime'),
        status: advertisementStatus,
    },
    status: advertisementStatus,
    search: sql<string>`lower(advertisements.title)`,
};

const selectAdvertisements = (db: Kysely<Database>) =>
    db
        .selectFrom('advertisements')
        .select([
            'advertisements.id',
            'advertisements.title',
            'advertisements.description',
            'advertisements.deeplink',
            'advertisements.startDateTime',
            'advertisements.endDateTime',
            'advertisements.isActive',
            'advertisements.imageName',
            advertisementStatus.as('status'),
        ]);

function find(db: Kysely<Database>, id: number, forUpdate = false) {
    const query = selectAdvertisements(db).where('advertisements.id', '=', id);
    return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

const entity = (id: number) => ({ entityType: 'advertisement', entityId: id });

function advertisementsRepository(db: Kysely<Database>) {
    return {
        list: (query: ListRequest) => readList(selectAdvertisements(db), query, listRules),

        find: (id: number): Promise<AdvertisementRow | undefined> => find(db, id),

        /** The image is stored in the same transaction as the advertisement. */
        create: (values: AdvertisementValues, image: CheckedImage, actor: Actor) =>
            db.transaction().execute(trx =>
                swapImage(trx, image, async imageName => {
                    const { id } = await trx
                        .insertInto('advertisements')
                        .values({ ...values, imageName: imageName ?? null })
                        .returning('id')
                        .executeTakeFirstOrThrow();
                    const after = toAdvertisement((await find(trx, id)) as AdvertisementRow);
                    await recordAudit(trx, actor, {
                        action: 'create',
                        ...entity(id),
                        before: null,
                        after,
                    });
                    return { written: after, previous: null };
                })
            ),

        /** The advertisement after the change, or undefined when there is none (see the voucher update). */
        update: (
            id: number,
            values: AdvertisementValues,
            image: CheckedImage | undefined,
            actor: Actor
        ) =>
            db.transaction().execute(trx =>
                swapImage(trx, image, async imageName => {
                    const current = await find(trx, id, true);
                    if (!current) return { written: undefined, previous: undefined };
                    await trx
                        .updateTable('advertisements')
                        .set({ ...values, imageName: imageName ?? current.imageName })
                        .where('id', '=', id)
                        .execute();
                    const after = toAdvertisement((await find(trx, id)) as AdvertisementRow);
                    const before = toAdvertisement(current);
                    await recordAudit(trx, actor, {
                        action: 'update',
                        ...entity(id),
                        before,
                        after,
                    });
                    return { written: after, previous: current.imageName };
                })
            ),
    };
}

export default fp(
    async app => {
        app.decorate('advertisementsRepository', advertisementsRepository(app.db));
    },
    { name: 'advertisements-repository', dependencies: ['db'] }
);
