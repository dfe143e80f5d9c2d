const RECENT_COUNT = 5;

/** The newest few entries; the full histories have their own screens. */
export const mostRecent = <T>(items: T[] | null | undefined, dateOf: (item: T) => string): T[] =>
    [...(items ?? [])]
        .sort((a, b) => Date.parse(dateOf(b)) - Date.parse(dateOf(a)))
        .slice(0, RECENT_COUNT);
