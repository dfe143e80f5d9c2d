import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Identifier, type TranslateFunction, useGetList, useTranslate } from 'react-admin';
import type { AssignableVoucher, Voucher } from '../../../../contract';
import { textOf } from '../../../api/serverErrors';
import { useCustomerWrites } from '../customerExtensions';
import { type AssignOption, whyNotAssignable } from './assignability';
import { fetchAssignable } from './assignableVouchers';

const ALL_VOUCHERS = {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' as const },
};

/** The server's reason in the console's language by its code; as sent when it has none the console knows. */
const refusal = (row: AssignableVoucher, translate: TranslateFunction) => {
    if (!row.reason) return translate('app.customers.assign.refused');
    const { key, args } = textOf({ code: row.reasonCode, params: row.reasonParams }, row.reason);
    return translate(key, args);
};

/**
 * Every voucher with what the dialog shows about it. With customer-writes the server says, for this
 * customer, the copies left, how many they hold and its own refusal message; otherwise the reasons are
 * told from the voucher list of spec §7 and the customer's vouchers (`held`).
 */
export const useAssignOptions = (
    customerId: Identifier,
    open: boolean,
    held: Record<string, number>
) => {
    const translate = useTranslate();
    const writes = useCustomerWrites();
    const server = useQuery({
        queryKey: ['assignableVouchers', String(customerId)],
        queryFn: () => fetchAssignable(customerId),
        enabled: open && writes === true,
        retry: false,
    });
    const catalogue = useGetList<Voucher>('vouchers', ALL_VOUCHERS, {
        enabled: open && writes === false,
        onError: error => console.error('Failed to load vouchers for the assign dialog', error),
    });

    const options = useMemo((): AssignOption[] => {
        if (writes) {
            return (server.data ?? []).map(row => ({
                voucher: row.voucher,
                copiesLeft: row.copiesLeft,
                held: row.held,
                reason: row.assignable ? null : refusal(row, translate),
            }));
        }
        return (catalogue.data ?? []).map(voucher => {
            const why = whyNotAssignable(voucher, held[voucher.id] ?? 0);
            return {
                voucher,
                copiesLeft: voucher.usageLimit == null ? null : undefined,
                held: held[voucher.id] ?? 0,
                reason: why && translate(why.key, why.args),
            };
        });
    }, [writes, server.data, catalogue.data, held, translate]);

    const loading = writes === undefined || (writes ? server.isPending : catalogue.isPending);
    return { options, loading, failed: writes ? server.isError : catalogue.isError };
};
