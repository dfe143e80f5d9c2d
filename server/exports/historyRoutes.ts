import { historyQuery } from '../customers/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { idParam } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';
import { notificationListQuery } from '../notifications/index.ts';
import { notificationColumns, pointsEntryColumns, transactionColumns } from './columns.ts';
import { notificationRows, pointsEntryRows, transactionRows } from './repository.ts';

// The exports of the lists that are not react-admin lists: a customer's two histories (points-ledger) and the
// notifications. Each takes its list's own query schema, so the screen sends what it sends for a page; the
// access is the list's (any signed-in staff member), as for the customers' export.

const read = { access: 'read' } as const;
const instant = (date: Date | undefined) => date?.toISOString();

export default async function historyExportRoutes(app: App) {
    const customerHistory = (kind: 'points' | 'transactions') =>
        app.get(
            `/customers/:id/${kind}/export.csv`,
            { config: read, schema: { params: idParam, querystring: historyQuery } },
            async (request, reply) => {
                const { id } = request.params;
                if (!(await app.customersRepository.exists(id))) {
                    throw new HttpError(404, 'Customer not found');
                }
                const { from, to } = request.query;
                const filters = { customerId: String(id), from: instant(from), to: instant(to) };
                return kind === 'points'
                    ? app.sendCsv(request, reply, {
                          list: `customer-${id}-points`,
                          filters,
                          columns: pointsEntryColumns,
                          source: pointsEntryRows(app.db, id, { from, to }),
                      })
                    : app.sendCsv(request, reply, {
                          list: `customer-${id}-transactions`,
                          filters,
                          columns: transactionColumns,
                          source: transactionRows(app.db, id, { from, to }),
                      });
            }
        );
    customerHistory('points');
    customerHistory('transactions');

    app.get(
        '/notifications/export.csv',
        { config: read, schema: { querystring: notificationListQuery } },
        (request, reply) => {
            const { status, search } = request.query;
            return app.sendCsv(request, reply, {
                list: 'notifications',
                filters: { status, q: search },
                columns: notificationColumns,
                source: notificationRows(app.db, { status, search }),
            });
        }
    );
}
