import { z } from 'zod';
import { auditActions } from '../../contract/index.ts';
import { parseIsoDate } from '../lib/isoDate.ts';
import { anyCaseWord, wholeNumber } from '../lib/paging.ts';

const whole = wholeNumber;
// A day alone is a day of the programme's clock, Malaysia time (UTC+8, as the dashboard's weeks): `from` starts
// at its midnight and `to` takes the whole day in, so the Activity screen's date pickers mean what they show.
const programmeOffset = '+08:00';
const date = (dayEnd: boolean) =>
    z.iso
        .datetime({ offset: true })
        .or(z.iso.date())
        // The database refuses years outside 1 to 9999; that is the client's mistake, not a 500.
        .refine(
            value => parseIsoDate(value) instanceof Date,
            'must be a date between the years 1 and 9999'
        )
        .transform(value => {
            if (value.includes('T')) return new Date(value);
            const midnight = new Date(`${value}T00:00:00${programmeOffset}`);
            return dayEnd ? new Date(midnight.getTime() + 86_400_000) : midnight;
        });

/** The trail's filters: the Activity screen's, the History panel's (`entityType` + `entityId`) and the CSV's. */
export const auditFilters = {
    actor: z.string().trim().min(1).max(200).optional(),
    entityType: z.string().trim().min(1).max(40).optional(),
    entityId: z.string().trim().min(1).max(40).optional(),
    action: z.enum(auditActions).optional(),
    /** From this instant, or this day (inclusive) ... */
    from: date(false).optional(),
    /** ... to this instant (exclusive), or to the end of this day. */
    to: date(true).optional(),
};

export const auditListQuery = z
    .strictObject({
        page: whole(1_000_000).default(1),
        perPage: whole(500).default(25),
        // The trail has one order, by id (commit order); the console names it when it sends its sort.
        sort: z.literal('id').optional(),
        order: anyCaseWord(['asc', 'desc'] as const, false, 'must be ASC or DESC').optional(),
        ...auditFilters,
    })
    .default({ page: 1, perPage: 25 });

export const auditExportQuery = z.strictObject(auditFilters).default({});
