import type { ReactElement, ReactNode } from 'react';
import {
    List,
    type ListProps,
    Pagination,
    type PaginationProps,
    useListContext,
    useResourceContext,
    useTranslate,
} from 'react-admin';
import { PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../api/listQuery';
import { formatCount } from '../lib/format';
import { useAllowed } from './Allowed';
import { useFirstPaintDone } from './firstPaint';
import { ListFilters } from './ListFilters';
import { ListHeading, type ListHeadingProps } from './ListHeading';
import { ListLoadFailed } from './LoadFailed';
import { LoadingRows } from './LoadingRows';
import { scrollingTableSx } from './scrollingTable';

/**
 * react-admin's pager, left out when the load failed: it would count rows that never came. When the server
 * stopped counting a search (`meta.totalCapped`, from the dataProvider), the total reads '100+'. On the
 * console's first screen its rows-per-page menu comes once that screen has been painted (firstPaint.ts); it
 * sits left of the range, which stays where it is.
 */
export const ListPagination = (props: PaginationProps) => {
    const { error, meta } = useListContext();
    const translate = useTranslate();
    const rowsPerPageOptions = useFirstPaintDone() ? PAGE_SIZE_OPTIONS : [];
    // react-admin names the page buttons in the console's language on wide screens only; on a phone MUI's
    // English defaults ('Go to next page') would reach a Malay screen reader. Named here for both.
    const pageButtonLabel = (type: string) => translate(`ra.navigation.${type}`);
    if (error) return null;
    if (!meta?.totalCapped)
        return (
            <Pagination
                rowsPerPageOptions={rowsPerPageOptions}
                {...({ getItemAriaLabel: pageButtonLabel } as PaginationProps)}
                {...props}
            />
        );
    const range = ({ from, to, count }: { from: number; to: number; count: number }) =>
        translate('app.states.capped_range', {
            from: formatCount(from),
            to: formatCount(to),
            total: formatCount(count),
        });
    // react-admin hands its other props to MUI's TablePagination after its own label, so this one wins; its
    // PaginationProps type leaves that prop out.
    return (
        <Pagination
            rowsPerPageOptions={rowsPerPageOptions}
            {...props}
            {...({
                labelDisplayedRows: range,
                getItemAriaLabel: pageButtonLabel,
            } as PaginationProps)}
        />
    );
};

/** Skeleton rows until the first page arrives, then the list's own table or cards. */
const ListBody = ({ what, children }: { what: string; children: ReactNode }) => {
    const { data, isPending } = useListContext();
    return isPending && !data ? <LoadingRows what={what} /> : children;
};

type StatefulListProps = Omit<ListProps, 'filters' | 'actions' | 'title'> & {
    /** What the list holds, a key under app.states.lists, e.g. 'vouchers'. */
    what: string;
    /** The header's heading and create button (ListHeading); the resource is the list's. */
    heading: Omit<ListHeadingProps, 'filters' | 'exportButton'>;
    filters?: ReactElement[];
    exportButton?: ReactNode;
};

/**
 * react-admin's List with the console's honest states and its one header, shared by every list: heading,
 * filters and buttons in one row above the rows; skeleton rows while loading; on a failed load the retry
 * state in place of the rows and no pager. 25 rows a page unless the clerk chose otherwise: react-admin
 * keeps the choice, with the filters, under `<resource>.listParams` in its store.
 */
export const StatefulList = ({
    what,
    heading,
    filters,
    exportButton,
    children,
    pagination,
    sx,
    queryOptions,
    ...props
}: StatefulListProps) => {
    // react-admin's list asks for its rows as soon as the access check has answered, even when it answered
    // no (it then redirects to Access denied in an effect), so a role without the list's permission would
    // send a request the server refuses with 403. The rows are asked only once access is granted (useAllowed:
    // the console's own question, under a key react-admin's screens do not read).
    const resource = useResourceContext(props);
    const { canAccess } = useAllowed({ action: 'list', resource: resource ?? '' });
    const enabled = canAccess === true && (queryOptions?.enabled ?? true);
    return (
        <List
            perPage={PAGE_SIZE}
            {...props}
            queryOptions={{ ...queryOptions, enabled }}
            title={false}
            // The header sits in react-admin's actions slot, the one place above the rows that still sees the
            // list's filters; react-admin's own filter toolbar is not used.
            // Until the answer is yes the heading is not drawn: react-admin draws the list's actions while it
            // redirects a refused role to Access denied, and an Export button pressed then meets a 403.
            actions={
                canAccess === true ? (
                    <ListHeading
                        {...heading}
                        filters={filters && <ListFilters filters={filters} />}
                        exportButton={exportButton}
                    />
                ) : (
                    false
                )
            }
            error={<ListLoadFailed what={what} />}
            pagination={pagination ?? <ListPagination />}
            sx={[
                {
                    '& .RaList-actions': { display: 'block', bgcolor: 'transparent' },
                    '& .RaList-main': { minWidth: 0 },
                    '& .RaList-content': scrollingTableSx,
                },
                ...(Array.isArray(sx) ? sx : [sx]),
            ]}
        >
            <ListBody what={what}>{children}</ListBody>
        </List>
    );
};
