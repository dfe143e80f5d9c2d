import type { Insertable } from 'kysely';
import { deeplinkProblem } from '../../contract/deeplink.ts';
import type { Advertisement } from '../../contract/index.ts';
import type { AdvertisementsTable } from '../db/schema.ts';
import { createFieldReader } from '../lib/formFields.ts';

export type AdvertisementValues = Omit<
    Insertable<AdvertisementsTable>,
    'id' | 'createdAt' | 'imageName'
>;

/**
 * Reads an advertisement form; on update absent fields keep the stored value (see the voucher form). The
 * deeplink follows the one rule of contract/deeplink.ts, with the hosts DEEPLINK_HOSTS lists.
 */
export function readAdvertisementForm(
    fields: Record<string, string>,
    deeplinkHosts: readonly string[],
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
    const deeplinkIssue = values.deeplink
        ? deeplinkProblem(values.deeplink, deeplinkHosts)
        : undefined;
    if (deeplinkIssue) read.fail('deeplink', deeplinkIssue);
    read.check();
    return {
        ...values,
        title: values.title as string,
        startDateTime: values.startDateTime as Date,
    };
}
