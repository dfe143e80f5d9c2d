import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
    DataTable,
    DataTableClasses,
    type DataTableColumnProps,
    FieldTitle,
    type RaRecord,
    useDataTableCallbacksContext,
    useDataTableRenderContext,
    useDataTableSortContext,
    useDataTableStoreContext,
    useResourceContext,
    useStore,
    useTranslate,
    useTranslateLabel,
} from 'react-admin';
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

const opposite = { ASC: 'DESC', DESC: 'ASC' } as const;

/** What react-admin's DataTableHeadCell draws for a sortable column, but for the tooltip. */
function SortHeaderWithoutTooltip({
    source,
    label,
    sortByOrder,
    className,
    headerClassName,
    // The data cells' props, which a header leaves out as react-admin's does.
    cellSx: _cellSx,
    cellClassName: _cellClassName,
    disableSort: _disableSort,
    field: _field,
    render: _render,
    children: _children,
    ...rest
}: DataTableColumnProps) {
    const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
    const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
    const sort = useDataTableSortContext();
    const { handleSort } = useDataTableCallbacksContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    const translateLabel = useTranslateLabel();
    if (hiddenColumns.includes(source ?? (label as string))) return null;
    const nextOrder = sort && sort.field === source ? opposite[sort.order] : (sortByOrder ?? 'ASC');
    const fieldLabel = translateLabel({
        label: typeof label === 'string' ? label : undefined,
        resource,
        source,
    });
    const sortLabel = translate('ra.sort.sort_by', {
        field: fieldLabel,
        field_lower_first:
            typeof fieldLabel === 'string'
                ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1)
                : undefined,
        order: translate(`ra.sort.${nextOrder}`),
        _: translate('ra.action.sort'),
    });
    return (
        <TableCell
            className={[DataTableClasses.headerCell, className, headerClassName, `column-${source}`]
                .filter(Boolean)
                .join(' ')}
            variant="head"
            {...rest}
        >
            <TableSortLabel
                active={sort?.field === source}
                direction={sort?.order === 'ASC' ? 'asc' : 'desc'}
                data-field={source}
                data-order={sortByOrder || 'ASC'}
                onClick={handleSort}
                aria-label={sortLabel}
            >
                <FieldTitle label={label} source={source} resource={resource} />
            </TableSortLabel>
        </TableCell>
    );
}
