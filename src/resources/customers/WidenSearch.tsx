import { Box, Button, Typography } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { formatCount } from '../../lib/format';

/**
 * The empty list. When a search finds nothing under the chosen status, asks how many it finds under All
 * Status and, if any, says so with one click to widen it (a clerk searching 'lakshmi' under Active would
 * otherwise believe no such customer exists). A search the server stopped counting says '100+ matches'.
 */
export const WidenSearch = () => {
    const translate = useTranslate();
    const { filterValues, setFilters, displayedFilters } = useListContext();
    const { q, status } = filterValues as { q?: string; status?: string };
    const searching = Boolean(q && status);
    const { total, meta } = useGetList(
        'customers',
        { filter: { q }, pagination: { page: 1, perPage: 1 } },
        { enabled: searching, retry: false }
    );
    const widen = () => setFilters({ ...filterValues, status: '' }, displayedFilters);
    return (
        <Box role="status" sx={{ p: 2, textAlign: 'center' }}>
            <Typography color="text.secondary">
                {translate(
                    searching
                        ? 'app.customers.list.empty_status'
                        : q
                          ? 'app.customers.list.empty_search'
                          : 'app.customers.list.empty',
                    {
                        q,
                        status: status ? translate(`app.customers.status.${status}`) : '',
                    }
                )}
            </Typography>
            {searching && total ? (
                <Button onClick={widen} sx={{ mt: 1 }}>
                    {meta?.totalCapped
                        ? translate('app.customers.list.widen_capped', {
                              count: formatCount(total),
                          })
                        : translate('app.customers.list.widen', { smart_count: total })}
                </Button>
            ) : null}
        </Box>
    );
};
