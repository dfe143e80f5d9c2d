import { z } from 'zod';
import { pointsListSchema, transactionListSchema } from '../../../contract/index.ts';
import { date, whole } from '../../audit/index.ts';
import { HttpError } from '../../lib/httpError.ts';
import { idParam } from '../../lib/paging.ts';
import type { App } from '../../lib/zodProvider.ts';
import { toPointsEntry, toTransaction } from '../ledger/answer.ts';

const notFound = () => new HttpError(404, 'Customer not found');
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

/** Extension `points-ledger`: a customer's points and transactions histories, newest first, paged. */
export default async function historyRoutes(app: App) {
    const histories = app.historiesRepository;
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
                const list = await histories.listPoints(request.params.id, request.query);
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
                const list = await histories.listTransactions(request.params.id, request.query);
                return { transactions: list.rows.map(toTransaction), total: list.total };
            })
    );
}
