/**
 * Reads a page of one of our server's own lists, `{"<key>": [...], "total"}`, tolerating the `data` envelope
 * like the dataProvider does; without a total the page is the whole list.
 */
export const listAnswer = <T>(body: unknown, key: string): { rows: T[]; total: number } => {
    const answer = body as Record<string, unknown> | null;
    const data = (answer?.data ?? answer) as Record<string, unknown> | null;
    const rows = (data?.[key] ?? []) as T[];
    const total = typeof data?.total === 'number' ? data.total : rows.length;
    return { rows, total };
};
