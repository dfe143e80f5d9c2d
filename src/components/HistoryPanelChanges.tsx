import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../contract';
import { pathTo } from '../lib/screenPaths';
import { useAuditText } from './auditText';

// What one trail entry shows: its record by name (a link while the record exists) and its changed fields'
// labels with their values before and after, as the screens write them (./auditText.ts).

const screens: Record<string, [resource: string, screen: string]> = {
    voucher: ['vouchers', 'edit'],
    advertisement: ['advertisements', 'edit'],
    customer: ['customers', 'show'],
    staffUser: ['users', 'show'],
};

/** The screen of an entry's record, or undefined when it has none or no longer exists. */
export const recordPath = (entry: AuditEntry) => {
    const screen = screens[entry.entityType];
    return screen && !entry.recordDeleted
        ? pathTo(screen[0], screen[1], entry.entityId)
        : undefined;
};

export const RecordLabel = ({ entry }: { entry: AuditEntry }) => {
    const translate = useTranslate();
    const label = useAuditText().record(entry);
    const path = recordPath(entry);
    if (path) return <Link to={path}>{label}</Link>;
    return (
        <span>
            {label} {entry.recordDeleted ? translate('app.activity.deleted') : null}
        </span>
    );
};

export const ChangesTable = ({ entry }: { entry: AuditEntry }) => {
    const translate = useTranslate();
    const text = useAuditText();
    const fields = Object.entries(entry.changes);
    if (fields.length === 0) {
        return <Typography variant="body2">{translate('app.activity.no_changes')}</Typography>;
    }
    return (
        <Table size="small" aria-label={translate('app.activity.fields.changes')}>
            <TableHead>
                <TableRow>
                    <TableCell scope="col">{translate('app.activity.field')}</TableCell>
                    <TableCell scope="col">{translate('app.activity.before')}</TableCell>
                    <TableCell scope="col">{translate('app.activity.after')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {fields.map(([field, { before, after }]) => (
                    <TableRow key={field}>
                        <TableCell component="th" scope="row">
                            {text.fieldLabel(entry, field)}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>
                            {text.value(entry, field, before)}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>
                            {text.value(entry, field, after)}
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
