import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { AdvertisementStatus } from '../../contract/index.ts';
import type { Database } from '../db/schema.ts';
import { auditedImagedWrites } from '../images/index.ts';
import { column, type ListRequest, type ListRules, readList } from '../repository/readList.ts';
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

function advertisementsRepository(db: Kysely<Database>) {
    return {
        list: (query: ListRequest) => readList(selectAdvertisements(db), query, listRules),

        find: (id: number): Promise<AdvertisementRow | undefined> => find(db, id),

        ...auditedImagedWrites(db, {
            entityType: 'advertisement',
            find,
            toAnswer: toAdvertisement,
            insert: async (trx, values: AdvertisementValues, imageName) =>
                (
                    await trx
                        .insertInto('advertisements')
                        .values({ ...values, imageName })
                        .returning('id')
                        .executeTakeFirstOrThrow()
                ).id,
            update: async (trx, id, values, imageName) => {
                await trx
                    .updateTable('advertisements')
                    .set({ ...values, imageName })
                    .where('id', '=', id)
                    .execute();
            },
            remove: async (trx, id) => {
                await trx.deleteFrom('advertisements').where('id', '=', id).execute();
            },
        }),
    };
}

export default fp(
    async app => {
        app.decorate('advertisementsRepository', advertisementsRepository(app.db));
    },
    { name: 'advertisements-repository', dependencies: ['db'] }
);
