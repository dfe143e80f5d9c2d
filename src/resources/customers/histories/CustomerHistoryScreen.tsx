import { Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Customer } from '../../../../contract';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { LoadFailed } from '../../../components/LoadFailed';
import { LoadingRows } from '../../../components/LoadingRows';
import { usePageSize } from '../../../components/pageSizes';
import { RowsPagination } from '../../../components/RowsPagination';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { pathTo } from '../../../lib/screenPaths';
import { rangeQuery } from '../ledger/ledgerCalls';
import { useCustomerHistory } from '../ledger/useCustomerHistory';
import { CustomerHistoryTable, type HistoryColumn } from './CustomerHistoryTable';
import { type DateRange, HistoryRangeFilter } from './HistoryRangeFilter';

interface CustomerHistoryScreenProps<T> {
    kind: 'points' | 'transactions';
    /** The heading, given the customer's name. */
    title: string;
    columns: (customerId: string) => HistoryColumn<T>[];
}

/** A customer's whole points or transactions history, paged by the server, within a date range. */
export const CustomerHistoryScreen = <T extends { id: string }>({
    kind,
    title,
    columns,
}: CustomerHistoryScreenProps<T>) => {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = usePageSize(`customers.${kind}`);
    const [range, setRange] = useState<DateRange>({ from: '', to: '' });
    const validRange = !(range.from && range.to && range.from > range.to);
    const { data: customer } = useGetOne<Customer>('customers', { id }, { retry: false });
    const { data, isPending, isError, isFetching, refetch } = useCustomerHistory<T>(
        id,
        kind,
        { page, perPage, ...range },
        validRange
    );
    const name = customer?.name;

    return (
        <Stack sx={{ pb: 3 }}>
            <ScreenHeading
                title={name ? translate(title, { name }) : translate(`${title}_plain`)}
                back={{ to: pathTo('customers', 'show', id), label: 'app.customers.vouchers.back' }}
                filters={
                    <HistoryRangeFilter
                        range={range}
                        onChange={next => {
                            setRange(next);
                            setPage(1);
                        }}
                    />
                }
                actions={
                    validRange ? (
                        <CsvDownloadButton
                            path={`/v1/i/customers/${id}/${kind}/export.csv`}
                            query={rangeQuery(range)}
                        />
                    ) : undefined
                }
            />
            {isError ? (
                <LoadFailed what={kind} onRetry={() => refetch()} />
            ) : isPending && validRange ? (
                <LoadingRows what={kind} />
            ) : !data || data.rows.length === 0 ? (
                <Card sx={{ p: 2 }}>
                    <Typography color="text.secondary">
                        {translate(
                            range.from || range.to
                                ? 'app.customers.history.empty_range'
                                : `app.customers.history.empty_${kind}`
                        )}
                    </Typography>
                </Card>
            ) : (
                <Stack aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1 }}>
                    <CustomerHistoryTable rows={data.rows} columns={columns(id)} />
                    <RowsPagination
                        total={data.total}
                        page={page}
                        perPage={perPage}
                        onPageChange={setPage}
                        onPerPageChange={next => {
                            setPerPage(next);
                            setPage(1);
                        }}
                    />
                </Stack>
            )}
        </Stack>
    );
};
