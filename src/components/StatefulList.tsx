import type { ReactNode } from 'react';
import {
    List,
    type ListProps,
    Pagination,
    type PaginationProps,
    useListContext,
} from 'react-admin';
import { ListLoadFailed } from './LoadFailed';
import { LoadingRows } from './LoadingRows';

/** react-admin's pager, left out when the load failed: it would count rows that never came. */
export const ListPagination = (props: PaginationProps) => {
    const { error } = useListContext();
    return error ? null : <Pagination {...props} />;
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
