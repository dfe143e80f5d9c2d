import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { fetchHistory, type HistoryQuery } from './ledgerCalls';

/**
 * A page of a customer's points or transactions (points-ledger extension). Keyed under 'customerHistory', so
 * react-admin's refresh (after an adjustment or a reversal) reads it again; the previous page stays shown
 * while the next one loads.
 */
export const useCustomerHistory = <T>(
    customerId: Identifier,
    kind: 'points' | 'transactions',
    params: HistoryQuery,
    enabled = true
) =>
    useQuery({
        queryKey: ['customerHistory', String(customerId), kind, params],
        queryFn: () => fetchHistory<T>(customerId, kind, params),
        placeholderData: previous => previous,
        retry: false,
        enabled,
    });
