import { useStore } from 'react-admin';
import { PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../api/listQuery';

/**
 * The rows per page chosen for one list, kept in react-admin's store (this browser) under the list's own
 * key. react-admin's lists keep theirs in `<resource>.listParams` already; this is for lists on their own
 * query. A stored size no longer offered falls back to the default.
 */
export const usePageSize = (list: string) => {
    const [stored, setStored] = useStore<number>(`${list}.perPage`, PAGE_SIZE);
    const size = PAGE_SIZE_OPTIONS.includes(stored) ? stored : PAGE_SIZE;
    return [size, setStored] as const;
};
