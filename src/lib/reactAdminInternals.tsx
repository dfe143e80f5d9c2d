import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
    DataTableClasses,
    type DataTableColumnProps,
    FieldTitle,
    type GetListParams,
    Resource,
    type ResourceProps,
    useDataTableCallbacksContext,
    useDataTableSortContext,
    useDataTableStoreContext,
    useResourceContext,
    useStore,
    useTranslate,
    useTranslateLabel,
} from 'react-admin';

// What the console relies on inside react-admin 5.15 beyond its documented API, in one place: each entry
// says which react-admin behaviour it replaces or feeds, and why. After an upgrade of react-admin, check these
// first; tests/console/api/firstRender.test.tsx compares 1 and 2 with what ra-core itself does.

/**
 * 1. Query-cache keys of ra-core, written by the start-up (src/mount.tsx) so that the first render finds
 * what was read before React started: the first page of the opened list under the key ra-core's useGetList
 * reads it with (its `meta` is undefined, so left out), and the session under the keys of usePermissions and
 * of the session check (useAuthState). Without them the first screen renders two or three times before the
 * browser paints it (docs/performance.md).
 */
export const firstPageKey = ({
    resource,
    params: { pagination, sort, filter },
}: {
    resource: string;
    params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;
}) => [resource, 'getList', { pagination, sort, filter }];
export const permissionsKey = ['auth', 'getPermissions', {}];
export const checkAuthKey = ['auth', 'checkAuth', {}];

/**
 * 2. The value of ra-core's ResourceDefinitionContext, given once (src/App.tsx) instead of filled by each
 * <Resource> in an effect. At start-up ra-core registers the resources twice (it sets its routes once more
 * after mounting, then unregisters and registers every resource again), and each change renders the whole
 * screen again before the browser paints it: 60-150 ms on the voucher list (docs/performance.md). The
 * console's resources are the same for every staff member, so the definitions are made as
 * `Resource.registerResource` makes them, and registering changes nothing.
 */
export const fixedResourceDefinitions = (props: ResourceProps[]) => ({
    definitions: Object.fromEntries(props.map(p => [p.name, Resource.registerResource(p)])),
    register: () => undefined,
    unregister: () => undefined,
});

const opposite = { ASC: 'DESC', DESC: 'ASC' } as const;

/**
 * 3. What ra-ui-materialui's DataTableHeadCell draws for a sortable column, without its tooltip: the same
 * cell, label and sort button, named as the tooltip names it. ListColumn (src/components/ListColumn.tsx)
 * draws it on the first screen until that screen has been painted, because MUI's Tooltip sets state while
 * React applies the render that mounts it, which costs the first screen a whole extra render before the
 * browser paints it (src/components/firstPaint.ts).
 * It reads react-admin's DataTable contexts as its own cell does.
 */
export function SortHeaderWithoutTooltip({
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
