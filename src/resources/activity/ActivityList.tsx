import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
    Datagrid,
    FunctionField,
    TextField,
    useListContext,
    useNotify,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import type { AuditEntry } from '../../../contract';
import { useAuditText } from '../../components/auditText';
import { ExportButton } from '../../components/ExportButton';
import { ChangesTable, RecordLabel } from '../../components/HistoryPanelChanges';
import { StatefulList } from '../../components/StatefulList';
import { formatDateTime } from '../../lib/format';
import { activityFilters } from './activityFilters';

const ActionText = ({ entry }: { entry: AuditEntry }) => {
    const translate = useTranslate();
    return <>{translate(`app.activity.actions.${entry.action}`)}</>;
};

/** The labels of the fields an entry changed, as the screens name them. */
const ChangedFields = ({ entry }: { entry: AuditEntry }) => {
    const text = useAuditText();
    return (
        <>
            {Object.keys(entry.changes)
                .map(field => text.fieldLabel(entry, field))
                .join(', ')}
        </>
    );
};

/** Desktop: one row an entry, its before/after table unfolded on click or Enter. */
const ActivityTable = () => (
    <Datagrid
        bulkActionButtons={false}
        rowClick="expand"
        expand={<ExpandedChanges />}
        empty={<Empty />}
    >
        <FunctionField<AuditEntry>
            source="at"
            label="app.activity.fields.at"
            sortable={false}
            render={entry => formatDateTime(entry.at)}
        />
        <TextField source="actorUsername" label="app.activity.fields.actor" sortable={false} />
        <FunctionField<AuditEntry>
            source="action"
            label="app.activity.fields.action"
            sortable={false}
            render={entry => <ActionText entry={entry} />}
        />
        <FunctionField<AuditEntry>
            source="entityId"
            label="app.activity.fields.record"
            sortable={false}
            render={entry => <RecordLabel entry={entry} />}
        />
        <FunctionField<AuditEntry>
            label="app.activity.fields.changes"
            render={entry => <ChangedFields entry={entry} />}
        />
    </Datagrid>
);

const ExpandedChanges = () => {
    const entry = useRecordContext<AuditEntry>();
    return entry ? <ChangesTable entry={entry} /> : null;
};

/** Phone: a card an entry with its changes below, nothing to unfold. */
const ActivityCards = () => {
    const { data } = useListContext<AuditEntry>();
    if (data?.length === 0) return <Empty />;
    return (
        <Stack spacing={1.5} sx={{ p: 1 }}>
            {data?.map(entry => (
                <Card key={entry.id} variant="outlined">
                    <CardContent>
                        <Typography variant="subtitle2" component="p">
                            <ActionText entry={entry} /> · {entry.actorUsername}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" component="p">
                            <RecordLabel entry={entry} /> · {formatDateTime(entry.at)}
                        </Typography>
                        <Box sx={{ mt: 1, overflowX: 'auto' }}>
                            <ChangesTable entry={entry} />
                        </Box>
                    </CardContent>
                </Card>
            ))}
        </Stack>
    );
};

const Empty = () => {
    const translate = useTranslate();
    return <Typography sx={{ p: 3 }}>{translate('app.activity.empty')}</Typography>;
};

const ActivityList = () => {
    const notify = useNotify();
    const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <StatefulList
            what="activity"
            resource="activity"
            heading={{ title: 'app.activity.title', subtitle: 'app.activity.subtitle' }}
            filters={activityFilters}
            exportButton={
                <ExportButton
                    path="/v1/i/audit-log/export.csv"
                    filters={['actor', 'entityType', 'entityId', 'action', 'from', 'to']}
                />
            }
            sort={{ field: 'id', order: 'DESC' }}
            empty={false}
            queryOptions={{
                onError: () => notify('app.activity.load_failed', { type: 'error' }),
            }}
        >
            {isSmall ? <ActivityCards /> : <ActivityTable />}
        </StatefulList>
    );
};

export default ActivityList;
