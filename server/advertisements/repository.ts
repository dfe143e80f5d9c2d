import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type { AdvertisementStatus } from '../../contract/index.ts';
import type { Actor } from '../audit/record.ts';
import { recordAudit } from '../audit/repository.ts';
import { column, type ListRequest, type ListRules, readList } from '../db/readList.ts';
import type { Database } from '../db/schema.ts';
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

type Values = AdvertisementValues & { imageName: string | null };
const entity = (id: number) => ({ entityType: 'advertisement', entityId: id });

function advertisementsRepository(db: Kysely<Database>) {
    return {
        list: (query: ListRequest) => readList(selectAdvertisements(db), query, listRules),

        find: (id: number): Promise<AdvertisementRow | undefined> => find(db, id),

        create: (values: Values, actor: Actor) =>
            db.transaction().execute(async trx => {
                const { id } = await trx
                    .insertInto('advertisements')
                    .values(values)
                    .returning('id')
                    .executeTakeFirstOrThrow();
                const after = toAdvertisement((await find(trx, id)) as AdvertisementRow);
                await recordAudit(trx, actor, {
                    action: 'create',
                    ...entity(id),
                    before: null,
                    after,
                });
                return after;
            }),

        /** The advertisement as it is after the change, or undefined when there is no such advertisement. */
        update: (id: number, values: Values, actor: Actor) =>
            db.transaction().execute(async trx => {
                const current = await find(trx, id, true);
                if (!current) return undefined;
                await trx.updateTable('advertisements').set(values).where('id', '=', id).execute();
                const after = toAdvertisement((await find(trx, id)) as AdvertisementRow);
                const before = toAdvertisement(current);
                await recordAudit(trx, actor, { action: 'update', ...entity(id), before, after });
                return after;
            }),
    };
}

export default fp(
    async app => {
        app.decorate('advertisementsRepository', advertisementsRepository(app.db));
    },
    { name: 'advertisements-repository', dependencies: ['db'] }
);
