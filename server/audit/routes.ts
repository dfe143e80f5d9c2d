import { z } from 'zod';
import { auditActions, auditEntrySchema } from '../../contract/index.ts';
import { parseIsoDate } from '../lib/isoDate.ts';
import type { App } from '../lib/zodProvider.ts';

const whole = (max: number) =>
    z
        .string()
        .regex(/^[1-9]\d{0,8}$/, 'must be a positive whole number')
        .transform(Number)
        .refine(value => value <= max, `must be at most ${max}`);
const date = z.iso
    .datetime({ offset: true })
    .or(z.iso.date())
    // The database refuses years outside 1 to 9999; that is the client's mistake, not a 500.
    .refine(
        value => parseIsoDate(value) instanceof Date,
        'must be a date between the years 1 and 9999'
    )
    .transform(value => new Date(value));

const query = z
    .strictObject({
        page: whole(1_000_000).default(1),
        perPage: whole(500).default(25),
        actor: z.string().trim().min(1).max(200).optional(),
        entityType: z.string().trim().min(1).max(40).optional(),
        entityId: z.string().trim().min(1).max(40).optional(),
        action: z.enum(auditActions).optional(),
        from: date.optional(),
        to: date.optional(),
    })
    .default({ page: 1, perPage: 25 });

const answer = z.strictObject({ entries: z.array(auditEntrySchema), total: z.number().int() });

export default async function auditRoutes(app: App) {
    // Read-only by construction: the trail has no write route, and the table refuses UPDATE and DELETE.
    app.get(
        '/audit-log',
        {
            config: { access: 'users:write' },
            schema: { querystring: query, response: { 200: answer } },
        },
        request => app.auditRepository.list(request.query)
    );
}
