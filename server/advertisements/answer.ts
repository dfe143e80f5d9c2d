import type { Selectable } from 'kysely';
import type { Advertisement, AdvertisementStatus } from '../../contract/index.ts';
import type { AdvertisementsTable } from '../db/schema.ts';
import { isoTimestamp } from '../lib/isoTimestamp.ts';
import { imageUrl, isoOrNull } from '../lib/values.ts';

export type AdvertisementRow = Omit<Selectable<AdvertisementsTable>, 'createdAt'> & {
    status: AdvertisementStatus;
};

/** A stored advertisement as the API answers it (and as its audit entries record it). */
export function toAdvertisement(row: AdvertisementRow): Advertisement {
    return {
        id: String(row.id),
        title: row.title,
        description: row.description,
        deeplink: row.deeplink,
        startDateTime: isoTimestamp(row.startDateTime),
        endDateTime: isoOrNull(row.endDateTime),
        isActive: row.isActive,
        imageURL: imageUrl(row.imageName),
        status: row.status,
    };
}
