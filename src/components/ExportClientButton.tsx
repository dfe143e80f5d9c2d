import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import {
    type DataProvider,
    downloadCSV,
    type GetListParams,
    type RaRecord,
    useDataProvider,
    useListContext,
    useNotify,
    useTranslate,
} from 'react-admin';
import { MAX_PER_PAGE } from '../../contract/common';
import { type CsvColumn, exportBaseName, toCsv } from '../../contract/csv';
import { useExtension } from '../api/useExtension';
import { formatCount } from '../lib/format';

interface ExportClientButtonProps<Row> {
    /** The file's name before its date: 'vouchers'. */
    list: string;
    columns: readonly CsvColumn<Row>[];
}

/**
 * Every row of a list, read in pages of the most our server answers at once (MAX_PER_PAGE), until a short page
 * or the total. Against the provider's plain array the dataProvider pages on the client (listOnClient), so the
 * same loop reads it whole too. A total the server stopped counting (`meta.totalCapped`) is not the end.
 */
export const readWholeList = async <Row extends RaRecord>(
    dataProvider: DataProvider,
    resource: string,
    params: Pick<GetListParams, 'sort' | 'filter'>
) => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
        const { data, total, meta } = await dataProvider.getList<Row>(resource, {
            ...params,
            pagination: { page, perPage: MAX_PER_PAGE },
        });
        rows.push(...data);
        const counted = total !== undefined && !meta?.totalCapped && rows.length >= total;
        if (data.length < MAX_PER_PAGE || counted) return rows;
    }
};

/**
 * CSV of a list the console holds whole (the spec's client-side lists): every row matching the filters on
 * screen, read page by page (readWholeList), written by the shared CSV writer (contract/csv.ts)
 * that defuses formulas as the server's exports do. Not react-admin's ExportButton itself: on a phone that
 * shrinks to a bare icon, and this button should look and sit like the server exports' (CsvDownloadButton).
 * It needs nothing of the server, yet shows only where `csv-export` is offered, so the spec's screens stay
 * exactly as specified against a §7-only API (docs/decisions.md).
 */
export const ExportClientButton = <Row extends RaRecord>({
    list,
    columns,
}: ExportClientButtonProps<Row>) => {
    const offered = useExtension('csv-export');
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider();
    const { resource, filter, filterValues, sort, total } = useListContext<Row>();
    const [busy, setBusy] = useState(false);
    if (!offered) return null;

    const download = async () => {
        setBusy(true);
        try {
            const data = await readWholeList<Row>(dataProvider, resource, {
                sort,
                filter: { ...filterValues, ...filter },
            });
            downloadCSV(`\uFEFF${toCsv(columns, data)}`, exportBaseName(list));
            notify('app.activity.export.done', {
                type: 'success',
                messageArgs: { rows: formatCount(data.length) },
            });
        } catch {
            notify('app.activity.export.failed', { type: 'error' });
        } finally {
            setBusy(false);
        }
    };

    return (
        <Button
            variant="outlined"
            startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
            onClick={download}
            disabled={busy || total === 0}
            sx={{ alignSelf: 'flex-start' }}
        >
            {translate('app.activity.export.label')}
        </Button>
    );
};
