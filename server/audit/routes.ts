import { z } from 'zod';
import { auditEntrySchema } from '../../contract/index.ts';
import { parseIsoDate } from '../lib/isoDate.ts';
import { wholeNumber } from '../lib/paging.ts';
// whole and date are also read by the ledger's history routes, whose 'to' is exclusive.
import type { App } from '../lib/zodProvider.ts';
import { auditListQuery } from './query.ts';

export const whole = wholeNumber;
export const date = z.iso
    .datetime({ offset: true })
    .or(z.iso.date())
    // The database refuses years outside 1 to 9999; that is the client's mistake, not a 500.
    .refine(
        value => parseIsoDate(value) instanceof Date,
        'must be a date between the years 1 and 9999'
    )
    .transform(value => new Date(value));

const answer = z.strictObject({ entries: z.array(auditEntrySchema), total: z.number().int() });

export default async function auditRoutes(app: App) {
    // Read-only by construction: the trail has no write route, and the table refuses UPDATE and DELETE.
    app.get(
        '/audit-log',
        {
            config: { access: 'users:write' },
            schema: { querystring: auditListQuery, response: { 200: answer } },
        },
        request => app.auditRepository.list(request.query)
    );
}
