import type { ReactNode } from 'react';
import {
    List,
    type ListProps,
    Pagination,
    type PaginationProps,
    useListContext,
    useTranslate,
} from 'react-admin';
import { formatCount } from '../format';
import { ListLoadFailed } from './LoadFailed';
import { LoadingRows } from './LoadingRows';

/**
 * react-admin's pager, left out when the load failed: it would count rows that never came. When the server
 * stopped counting a search at its cap (`meta.totalCapped`, from the dataProvider), the total reads '10,000+'.
 */
export const ListPagination = (props: PaginationProps) => {
    const { error, meta } = useListContext();
    const translate = useTranslate();
    if (error) return null;
    if (!meta?.totalCapped) return <Pagination {...props} />;
    const range = ({ from, to, count }: { from: number; to: number; count: number }) =>
        translate('app.states.capped_range', {
            from: formatCount(from),
            to: formatCount(to),
            total: formatCount(count),
        });
    // react-admin hands its other props to MUI's TablePagination after its own label, so this one wins; its
    // PaginationProps type leaves that prop out.
    return <Pagination {...props} {...({ labelDisplayedRows: range } as PaginationProps)} />;
};

/** Skeleton rows until the first page arrives, then the list's own table or cards. */
const ListBody = ({ what, children }: { what: string; children: ReactNode }) => {
    const { data, isPending } = useListContext();
    return isPending && !data ? <LoadingRows what={what} /> : children;
};

type StatefulListProps = ListProps & {
    /** What the list holds, a key under app.states.lists, e.g. 'vouchers'. */
    what: string;
};

/**
 * react-admin's List with the console's honest states, shared by every list: skeleton rows while loading,
 * and on a failed load the retry state in place of the rows and no pager.
 */
export const StatefulList = ({ what, children, pagination, ...props }: StatefulListProps) => (
    <List
        {...props}
        error={<ListLoadFailed what={what} />}
        pagination={pagination ?? <ListPagination />}
    >
        <ListBody what={what}>{children}</ListBody>
    </List>
);
