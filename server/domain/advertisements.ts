import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Advertisement, AdvertisementStatus } from '../../contract/index.ts';
import type { AdvertisementsTable, Database } from '../db/schema.ts';
import { createFieldReader } from '../lib/formFields.ts';
import { imageUrl } from './vouchers.ts';

/** In draft while not active; expired once the end has passed; otherwise active. */
export const advertisementStatus = sql<AdvertisementStatus>`case
    when not advertisements.is_active then 'in draft'
    when advertisements.end_date_time is not null and advertisements.end_date_time < now() then 'expired'
    else 'active' end`;

type AdvertisementRow = Omit<Selectable<AdvertisementsTable>, 'createdAt'> & {
    status: AdvertisementStatus;
};

export function selectAdvertisements(db: Kysely<Database>) {
    return db
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
}

export function toAdvertisement(row: AdvertisementRow): Advertisement {
    return {
        id: String(row.id),
        title: row.title,
        description: row.description,
        deeplink: row.deeplink,
        startDateTime: new Date(row.startDateTime).toISOString(),
        endDateTime: row.endDateTime ? new Date(row.endDateTime).toISOString() : null,
        isActive: row.isActive,
        imageURL: imageUrl(row.imageName),
        status: row.status,
    };
}

export type AdvertisementValues = Omit<
    Insertable<AdvertisementsTable>,
    'id' | 'createdAt' | 'imageName'
>;

/** screen:param, as the form describes the deeplink (for example `voucher:42` or `promo:raya-2026`). */
const deeplinkPattern = /^[A-Za-z][\w-]*:\S+$/;

/** Reads an advertisement form; on update absent fields keep the stored value (see the voucher form). */
export function readAdvertisementForm(
    fields: Record<string, string>,
    current?: Advertisement
): AdvertisementValues {
    const read = createFieldReader(fields);
    const pick = <T>(value: T | undefined, previous: T) => (value === undefined ? previous : value);
    const values = {
        title: pick(read.text('title'), current?.title ?? null),
        description: pick(read.text('description'), current?.description ?? null),
        deeplink: pick(read.text('deeplink'), current?.deeplink ?? null),
        startDateTime: pick(
            read.date('startDateTime'),
            current ? new Date(current.startDateTime) : null
        ),
        endDateTime: pick(
            read.date('endDateTime'),
            current?.endDateTime ? new Date(current.endDateTime) : null
        ),
        isActive: pick(read.boolean('isActive'), current?.isActive ?? true),
    };
    read.check();
    if (!values.title) read.fail('title', 'Please enter a campaign name');
    if (!values.startDateTime) read.fail('startDateTime', 'Please select a start date');
    if (values.startDateTime && values.endDateTime && values.endDateTime < values.startDateTime) {
        read.fail('endDateTime', 'The end date must not be before the start date');
    }
    if (values.deeplink && !deeplinkPattern.test(values.deeplink)) {
        read.fail('deeplink', 'The deeplink must look like screen:param');
    }
    read.check();
    return {
        ...values,
        title: values.title as string,
        startDateTime: values.startDateTime as Date,
    };
}
