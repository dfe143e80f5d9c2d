import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../contract';
import { useExtension } from '../api/useExtension';
import { formatDateTime } from '../format';
import { ChangesTable } from './HistoryPanelChanges';

const pageSize = 10;

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
    const { canAccess } = useCanAccess({ action: 'list', resource: 'activity' });
    if (!offered || !canAccess || props.entityId === undefined) return null;
    return <HistoryEntries {...props} />;
};

const HistoryEntries = ({ entityType, entityId }: HistoryPanelProps) => {
    const translate = useTranslate();
    const [shown, setShown] = useState(pageSize);
    const { data, total, isPending, error } = useGetList<AuditEntry>('activity', {
        filter: { entityType, entityId: String(entityId) },
        pagination: { page: 1, perPage: shown },
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
                {data && total !== undefined && total > data.length ? (
                    <Button sx={{ mt: 2 }} onClick={() => setShown(count => count + pageSize)}>
                        {translate('app.activity.history.more')}
                    </Button>
                ) : null}
            </CardContent>
        </Card>
    );
};
