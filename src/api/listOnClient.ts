import type { GetListParams, RaRecord } from 'react-admin';

// The spec's lists filter on the client (§2): against a plain array answer the provider filters, sorts
// and pages here, so that the screens behave the same against the provider's API and the paging server.

const text = (value: unknown) =>
    value === null || value === undefined ? '' : String(value).toLowerCase();

const matchesSearch = (record: RaRecord, q: string) =>
    Object.values(record).some(
        value => (typeof value === 'string' || typeof value === 'number') && text(value).includes(q)
    );

const matchesFilter = (record: RaRecord, filter: Record<string, unknown>) =>
    Object.entries(filter).every(([key, wanted]) => {
        if (wanted === undefined || wanted === null || wanted === '') return true;
        if (key === 'q') return matchesSearch(record, text(wanted));
        // Statuses arrive in either case ('Active' from a select, 'active' from the server): compare loosely.
        return text(record[key]) === text(wanted);
    });

const compare = (a: unknown, b: unknown) => {
    if (a === b) return 0;
    if (a === null || a === undefined) return 1;
    if (b === null || b === undefined) return -1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a).localeCompare(String(b), undefined, { numeric: true });
};

export const listOnClient = <T extends RaRecord>(records: T[], params: GetListParams) => {
    const filtered = records.filter(record => matchesFilter(record, params.filter ?? {}));
    const { field, order } = params.sort ?? { field: '', order: 'ASC' };
    const sorted =
        field && field in (filtered[0] ?? {})
            ? [...filtered].sort(
                  (a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1)
              )
            : filtered;
    if (!params.pagination) return { data: sorted, total: sorted.length };
    const { page, perPage } = params.pagination;
    return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
};
