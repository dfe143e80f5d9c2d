import { z } from 'zod';
import {
    pointsAdjustmentSchema,
    pointsEntryAnswerSchema,
    pointsListSchema,
    pointsReversalSchema,
    transactionListSchema,
} from '../../../contract/index.ts';
import { date, whole } from '../../audit/index.ts';
import { HttpError } from '../../lib/httpError.ts';
import { idParam, numericId } from '../../lib/paging.ts';
import type { App } from '../../lib/zodProvider.ts';
import { actorOf } from '../../plugins/permissions.ts';
import { toPointsEntry, toTransaction } from './answer.ts';

const notFound = () => new HttpError(404, 'Customer not found');
const write = { access: 'customers:write', idempotent: true } as const;
const read = { access: 'read' } as const;
/** `from` inclusive, `to` exclusive, as the audit log's. */
export const historyQuery = z
    .strictObject({
        page: whole(1_000_000).default(1),
        perPage: whole(1000).default(25),
        from: date.optional(),
        to: date.optional(),
    })
    .default({ page: 1, perPage: 25 });

/** Extension `points-ledger`: histories, manual adjustments and reversals. */
export default async function ledgerRoutes(app: App) {
    const ledger = app.ledgerRepository;
    const mustExist = async (id: number) => {
        if (!(await app.customersRepository.exists(id))) throw notFound();
    };

    app.get(
        '/customers/:id/points',
        {
            config: read,
            schema: {
                params: idParam,
                querystring: historyQuery,
                response: { 200: pointsListSchema },
            },
        },
        request =>
            app.sharedRead(request, async () => {
                await mustExist(request.params.id);
                const list = await ledger.listPoints(request.params.id, request.query);
                return { points: list.rows.map(toPointsEntry), total: list.total };
            })
    );

    app.get(
        '/customers/:id/transactions',
        {
            config: read,
            schema: {
                params: idParam,
                querystring: historyQuery,
                response: { 200: transactionListSchema },
            },
        },
        request =>
            app.sharedRead(request, async () => {
                await mustExist(request.params.id);
                const list = await ledger.listTransactions(request.params.id, request.query);
                return { transactions: list.rows.map(toTransaction), total: list.total };
            })
    );

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
