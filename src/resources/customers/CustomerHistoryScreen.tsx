import { Card, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Customer } from '../../../contract';
import { CsvDownloadButton } from '../../components/CsvDownloadButton';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadingRows } from '../../components/LoadingRows';
import { ScreenHeading } from '../../components/ScreenHeading';
import { CustomerHistoryTable, type HistoryColumn } from '../../mockups/CustomerHistoryTable';
import { pathTo } from '../routes';
import { type DateRange, HistoryRangeFilter } from './HistoryRangeFilter';
import { rangeQuery } from './ledgerCalls';
import { useCustomerHistory } from './useCustomerHistory';

interface CustomerHistoryScreenProps<T> {
    kind: 'points' | 'transactions';
    /** The heading, given the customer's name. */
    title: string;
    columns: (customerId: string) => HistoryColumn<T>[];
}

const PAGE_SIZES = [10, 25, 50];

/** A customer's whole points or transactions history, paged by the server, within a date range. */
export const CustomerHistoryScreen = <T extends { id: string }>({
    kind,
    title,
    columns,
}: CustomerHistoryScreenProps<T>) => {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const [page, setPage] = useState(0);
    const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
    const [range, setRange] = useState<DateRange>({ from: '', to: '' });
    const validRange = !(range.from && range.to && range.from > range.to);
    const { data: customer } = useGetOne<Customer>('customers', { id }, { retry: false });
    const { data, isPending, isError, isFetching, refetch } = useCustomerHistory<T>(
        id,
        kind,
        { page: page + 1, perPage, ...range },
        validRange
    );
    const name = customer?.name;

    return (
        <Stack sx={{ pb: 3 }}>
            <ScreenHeading
                title={name ? translate(title, { name }) : translate(`${title}_plain`)}
                back={{ to: pathTo('customers', 'show', id), label: 'app.customers.vouchers.back' }}
            />
            <HistoryRangeFilter
                range={range}
                onChange={next => {
                    setRange(next);
                    setPage(0);
                }}
            />
            {validRange ? (
                <CsvDownloadButton
                    sx={{ mb: 2 }}
                    path={`/v1/i/customers/${id}/${kind}/export.csv`}
                    query={rangeQuery(range)}
                />
            ) : null}
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
                    <TablePagination
                        component="div"
                        count={data.total}
                        page={page}
                        onPageChange={(_, next) => setPage(next)}
                        rowsPerPage={perPage}
                        rowsPerPageOptions={PAGE_SIZES}
                        onRowsPerPageChange={event => {
                            setPerPage(Number(event.target.value));
                            setPage(0);
                        }}
                        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
                    />
                </Stack>
            )}
        </Stack>
    );
};
