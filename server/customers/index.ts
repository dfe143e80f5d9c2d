import type { Area } from '../lib/area.ts';
import historiesRepository from './histories/repository.ts';
import historyRoutes from './histories/routes.ts';
import ledgerRepository from './ledger/repository.ts';
import ledgerRoutes from './ledger/routes.ts';
import customerWritesRepository from './profile/repository.ts';
import customerWriteRoutes from './profile/routes.ts';
import customerRepository from './repository.ts';
import customerRoutes from './routes.ts';
import customerSearchIndex from './search/index/plugin.ts';
import customerVoucherRepository from './vouchers/repository.ts';
import customerVoucherRoutes from './vouchers/routes.ts';

/**
 * The programme's members, in parts: the list and detail here; profile/ (edit, anonymise, who sees personal
 * data); ledger/ (points: adjustments, reversals, the one write path); histories/ (a customer's points and
 * transactions, paged); vouchers/ (the copies issued to customers);
 * search/ (the list's search and pages, from the instance's index or the SQL way).
 */
export const customers: Area = {
    name: 'customers',
    services: async (app, { config }) => {
        await app.register(customerVoucherRepository);
        await app.register(customerWritesRepository);
        await app.register(ledgerRepository);
        await app.register(historiesRepository);
        await app.register(customerSearchIndex, { enabled: config.customerSearchIndex ?? true });
        await app.register(customerRepository);
    },
    routes: async v1 => {
        await v1.register(customerVoucherRoutes);
        await v1.register(customerRoutes);
        await v1.register(customerWriteRoutes);
        await v1.register(historyRoutes);
        await v1.register(ledgerRoutes);
    },
};

export { type HistoryRange, pointsHistory, transactionsHistory } from './histories/repository.ts';
export { historyQuery } from './histories/routes.ts';
// What other areas use.
export type { PointsEntryRow } from './ledger/answer.ts';
export {
    maskDeliveries,
    maskEmail,
    maskPhone,
    maskSummary,
    seesPersonalData,
} from './profile/personalData.ts';
export {
    customerListRules,
    customerSortFields,
    listedCustomers,
    summaryColumns,
} from './repository/listRules.ts';
export {
    customerVoucherListRules,
    customerVoucherSortFields,
    customerVoucherStatuses,
    selectCustomerVouchers,
} from './vouchers/repository/list.ts';
export { issuedPeriod } from './vouchers/rules.ts';
