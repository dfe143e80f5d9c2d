import {
    DataTable,
    type DataTableColumnProps,
    type RaRecord,
    useDataTableRenderContext,
} from 'react-admin';
import { SortHeaderWithoutTooltip } from '../lib/reactAdminInternals';
import { useFirstPaintDone } from './firstPaint';

/**
 * react-admin's DataTable column (DataTable.Col), whose sortable header, on the console's first screen, is drawn
 * without its tooltip until that screen has been painted (firstPaint.ts): the same cell, label and sort button,
 * named as the tooltip names it ('Sort by name ascending'); the hint itself only shows on hovering, 300 ms after.
 */
export function ListColumn<RecordType extends RaRecord>(props: DataTableColumnProps<RecordType>) {
    const header = useDataTableRenderContext() === 'header';
    return header ? <HeaderCell {...props} /> : <DataTable.Col<RecordType> {...props} />;
}

function HeaderCell<RecordType extends RaRecord>(props: DataTableColumnProps<RecordType>) {
    const painted = useFirstPaintDone();
    const sortable = !props.disableSort && props.source !== undefined;
    return painted || !sortable ? (
        <DataTable.Col<RecordType> {...props} />
    ) : (
        <SortHeaderWithoutTooltip {...(props as DataTableColumnProps)} />
    );
}
