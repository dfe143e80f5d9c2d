import { useExtension } from '../../api/useExtension';

// The server's extensions for customers (customer-writes, points-ledger). Without them the customer screens
// stay as spec §2 describes (edit and delete make no call, the histories are samples, assign never charges
// points).

/** PATCH and DELETE /v1/i/customer/:id, and the 'suspended' status. */
export const useCustomerWrites = () => useExtension('customer-writes');

/** The points ledger: adjustments, reversals, the paged histories and charging points on assign. */
export const usePointsLedger = () => useExtension('points-ledger');

/** Lists paged, filtered (`status`) and searched (`q`) by the server, a customer's vouchers among them. */
export const useServerPaging = () => useExtension('paging');
