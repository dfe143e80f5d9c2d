import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../contract';
import { PAGE_SIZE_OPTIONS } from '../api/listQuery';
import { useExtension } from '../api/useExtension';
import { formatDateTime } from '../lib/format';
import { useAllowed } from './Allowed';
import { ChangesTable } from './HistoryPanelChanges';
import { usePageSize } from './pageSizes';
import { RowsPagination } from './RowsPagination';

interface HistoryPanelProps {
    /** The trail's name for the record's kind: 'voucher', 'advertisement', 'customer', 'staffUser', ... */
    entityType: string;
    entityId: string | number | undefined;
}

/**
 * A record's own entries of the trail, newest first, for the edit and details screens. Shown only where the
 * server keeps the trail (`audit-log`) and to those who may read it (Manage Users), like the Activity section.
 */
export const HistoryPanel = (props: HistoryPanelProps) => {
    const offered = useExtension('audit-log');
    const { canAccess } = useAllowed({ action: 'list', resource: 'activity' });
    if (!offered || !canAccess || props.entityId === undefined) return null;
    return <HistoryEntries {...props} />;
};

const HistoryEntries = ({ entityType, entityId }: HistoryPanelProps) => {
    const translate = useTranslate();
    const [page, setPage] = useState(1);
    // One size for the history panels of every kind of record, remembered like the lists'.
    const [perPage, setPerPage] = usePageSize('history');
    const { data, total, isPending, error } = useGetList<AuditEntry>('activity', {
        filter: { entityType, entityId: String(entityId) },
        pagination: { page, perPage },
        sort: { field: 'id', order: 'DESC' },
    });
    const heading = translate('app.activity.history.title');
    return (
        <Card variant="outlined" component="section" aria-label={heading} sx={{ mt: 3 }}>
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {heading}
                </Typography>
                {error ? (
                    <Typography color="error">
                        {translate('app.activity.history.load_failed')}
                    </Typography>
                ) : isPending ? (
                    <Typography role="status">{translate('ra.page.loading')}</Typography>
                ) : data.length === 0 ? (
                    <Typography>{translate('app.activity.history.empty')}</Typography>
                ) : (
                    <Stack divider={<Divider flexItem />} spacing={2}>
                        {data.map(entry => (
                            <Box key={entry.id}>
                                <Typography variant="subtitle2" component="p">
                                    {translate(`app.activity.actions.${entry.action}`)} ·{' '}
                                    {entry.actorUsername} · {formatDateTime(entry.at)}
                                </Typography>
                                <ChangesTable entry={entry} />
                            </Box>
                        ))}
                    </Stack>
                )}
                {data && total !== undefined && total > PAGE_SIZE_OPTIONS[0] ? (
                    <RowsPagination
                        total={total}
                        page={page}
                        perPage={perPage}
                        onPageChange={setPage}
                        onPerPageChange={next => {
                            setPerPage(next);
                            setPage(1);
                        }}
                    />
                ) : null}
            </CardContent>
        </Card>
    );
};
