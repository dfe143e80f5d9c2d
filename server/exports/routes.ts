import { customerStatuses } from '../../contract/index.ts';
import { auditExportQuery } from '../audit/index.ts';
import {
    customerSortFields,
    customerVoucherSortFields,
    customerVoucherStatuses,
    seesPersonalData,
} from '../customers/index.ts';
import { HttpError } from '../lib/httpError.ts';
import { idParam, listQuery } from '../lib/paging.ts';
import type { App } from '../lib/zodProvider.ts';
import { type StaffUserRow, shownTo, staffUserListQuery } from '../staffUsers/index.ts';
import {
    activityColumns,
    customerColumns,
    customerVoucherColumns,
    maskedCustomerColumns,
    staffUserColumns,
} from './columns.ts';
import { activityRows, customerRows, customerVoucherRows, staffUserRows } from './repository.ts';

// One route a list (no answer schema: the OpenAPI document describes it as a text/csv file): the list's own query (its filters as the screen sends them), then sendCsv. Paging and sort
// parameters are accepted, so the screen can pass its query as it is, and ignored: a file holds every row.
const filtersOf = (query: { status?: string | undefined; search?: string | undefined }) => ({
    status: query.status,
    q: query.search,
});

export default async function exportRoutes(app: App) {
    app.get(
        '/customers/export.csv',
        {
            config: { access: 'read' },
            schema: { querystring: listQuery(customerSortFields, customerStatuses) },
        },
        (request, reply) =>
            app.sendCsv(request, reply, {
                list: 'customers',
                filters: filtersOf(request.query),
                columns: seesPersonalData(request) ? customerColumns : maskedCustomerColumns,
                source: customerRows(app.db, request.query),
            })
    );

    app.get(
        '/customers/:id/vouchers/export.csv',
        {
            config: { access: 'read' },
            schema: {
                params: idParam,
                querystring: listQuery(customerVoucherSortFields, customerVoucherStatuses),
            },
        },
        async (request, reply) => {
            const { id } = request.params;
            if (!(await app.customersRepository.exists(id))) {
                throw new HttpError(404, 'Customer not found');
            }
            return app.sendCsv(request, reply, {
                list: `customer-${id}-vouchers`,
                filters: { customerId: String(id), ...filtersOf(request.query) },
                columns: customerVoucherColumns,
                source: customerVoucherRows(app.db, id, request.query),
            });
        }
    );

    app.get(
        '/staff-users/export.csv',
        {
            config: { access: 'read' },
            schema: { querystring: staffUserListQuery },
        },
        (request, reply) =>
            app.sendCsv(request, reply, {
                list: 'staff-users',
                filters: { ...filtersOf(request.query), role: request.query.role },
                columns: staffUserColumns.map(column => ({
                    ...column,
                    value: (row: StaffUserRow) => column.value(shownTo(request.staff)(row)),
                })),
                source: staffUserRows(app.db, request.query),
            })
    );

    app.get(
        '/audit-log/export.csv',
        {
            config: { access: 'users:write' },
            schema: { querystring: auditExportQuery },
        },
        (request, reply) =>
            app.sendCsv(request, reply, {
                list: 'activity',
                filters: request.query,
                columns: activityColumns,
                source: activityRows(app.db, request.query),
            })
    );
}
