import { z } from 'zod';
import {
    pointsAdjustmentSchema,
    pointsEntryAnswerSchema,
    pointsReversalSchema,
} from '../../../contract/index.ts';
import { idParam, numericId } from '../../lib/paging.ts';
import type { App } from '../../lib/zodProvider.ts';
import { actorOf } from '../../plugins/permissions.ts';

const write = { access: 'customers:write', idempotent: true } as const;

/** Extension `points-ledger`: manual adjustments and reversals (the histories are in ../histories/). */
export default async function ledgerRoutes(app: App) {
    const ledger = app.ledgerRepository;

    app.post(
        '/customers/:id/points',
        {
            config: write,
            schema: {
                params: idParam,
                body: pointsAdjustmentSchema,
                response: { 201: pointsEntryAnswerSchema },
            },
        },
        async (request, reply) => {
            const { pointsChange, reason } = request.body;
            const answer = await ledger.adjust(
                request.params.id,
                pointsChange,
                reason,
                actorOf(request)
            );
            return reply.status(201).send(answer);
        }
    );

    app.post(
        '/customers/:id/points/:entryId/reverse',
        {
            config: write,
            schema: {
                params: z.strictObject({ id: numericId, entryId: numericId }),
                body: pointsReversalSchema,
                response: { 201: pointsEntryAnswerSchema },
            },
        },
        async (request, reply) => {
            const { id, entryId } = request.params;
            const answer = await ledger.reverse(id, entryId, request.body.reason, actorOf(request));
            return reply.status(201).send(answer);
        }
    );
}
