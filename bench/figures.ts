/** What one run of a workload measured. */
export interface Figures {
    requestsPerSecond: number;
    p50: number;
    p99: number;
    failed: number;
    /** Answers of 400 and above by method and status, where the load generator saw them. */
    refusals?: Record<string, number>;
    /** Where the workload's requests are of several kinds: how many of each were answered, p50 and p99. */
    byKind?: Record<string, { count: number; p50: number; p99: number }>;
}

/** The latency below which `share` of them lie (0 for none), e.g. quantile(latencies, 0.9) for p90. */
export function quantile(latencies: number[], share: number): number {
    const sorted = [...latencies].sort((a, b) => a - b);
    return sorted.length
        ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number)
        : 0;
}

/** p50 and p99 of latencies in ms. */
export function percentile(latencies: number[]): { p50: number; p99: number } {
    return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

/** Columns padded for the terminal: the first left-aligned, the rest right-aligned. */
export function tableLine(cells: string[], widths: number[]): string {
    return cells
        .map((cell, index) =>
            index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 8)
        )
        .join(' ');
}

/** A latency or a rate for the table: whole numbers, or one decimal below 10. */
export const shown = (value: number) =>
    value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en');
