// The first Intl formatter a page builds loads ICU's locale data: 50 to 140 ms of main thread on a 2-vCPU
// machine (docs/performance.md). The first screen builds one as its code is evaluated (MUI's table pagination
// formats its counts with Intl.NumberFormat) and more as its rows are drawn (src/lib/format.ts), so that cost sat
// on the path to the first row. The entry pays it instead while the main thread waits for the app's code.

/** Builds and uses one number and one date formatter, so that the next ones find their data loaded. */
export const warmIntl = () => {
    try {
        new Intl.NumberFormat('en-US').format(1234.5);
        new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium' }).format(0);
    } catch {
        // An engine without Intl or these locales: the screens fall back as they would anyway.
    }
};
