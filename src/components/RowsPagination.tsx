import { ListPaginationContext, type ListPaginationContextValue, Pagination } from 'react-admin';
import { PAGE_SIZE_OPTIONS } from '../api/listQuery';

interface RowsPaginationProps {
    /** Pages count from 1, as react-admin's. */
    page: number;
    perPage: number;
    total: number;
    onPageChange: (page: number) => void;
    onPerPageChange: (perPage: number) => void;
}

/**
 * react-admin's own pager for a list on its own query (histories, notifications): the same labels in both
 * languages, the same rows-per-page choices and the same compact form on phones as the react-admin lists.
 */
export const RowsPagination = ({
    page,
    perPage,
    total,
    onPageChange,
    onPerPageChange,
}: RowsPaginationProps) => {
    const value: ListPaginationContextValue = {
        isLoading: false,
        isPending: false,
        hasPreviousPage: page > 1,
        hasNextPage: page * perPage < total,
        page,
        perPage,
        total,
        setPage: onPageChange,
        setPerPage: onPerPageChange,
        resource: '',
    };
    return (
        <ListPaginationContext.Provider value={value}>
            <Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />
        </ListPaginationContext.Provider>
    );
};
