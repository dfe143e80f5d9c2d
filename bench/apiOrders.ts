import type { Draws } from './apiWorkloads.ts';
import { type Figures, shown, tableLine } from './figures.ts';
import { openLoop } from './openLoop.ts';
import { type ListSort, listSorts, orderWorkload, type StatusTotals } from './orderWorkloads.ts';
import { rssOf } from './rss.ts';

export interface OrderRow {
    sort: ListSort;
    searched: boolean;
    runs: (Figures & { offered: number; lateSends: number; rssMb: number })[];
}

/** The default order's goal is stricter: it is the list every clerk opens. */
const goalOf = (sort: ListSort) => (sort === 'registeredAt' ? 50 : 100);

async function statusTotals(base: string, token: string): Promise<StatusTotals> {
    const totals = {} as StatusTotals;
    for (const status of ['', 'active', 'inactive', 'suspended'] as const) {
        const filter = status ? `&status=${status}` : '';
        const response = await fetch(`${base}/v1/i/customers?perPage=1${filter}`, {
            headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok)
            throw new Error(`the ${status || 'all'} list answered ${response.status}`);
        totals[status] = Number(((await response.json()) as { total?: number }).total ?? 0);
    }
    return totals;
}

/**
 * Every order the console's customer list offers, without and with a search, at `rate` requests a second
 * open loop, `rounds` runs of `seconds` each; the API's resident memory after each run.
 */
export async function runOrders(
    api: { base: string; pid: number },
    token: string,
    draws: Draws,
    options: { rate: number; seconds: number; rounds: number }
): Promise<OrderRow[]> {
    const totals = await statusTotals(api.base, token);
    const rows: OrderRow[] = [];
    for (const searched of [false, true]) {
        for (const sort of listSorts) {
            const next = orderWorkload(sort, searched, draws, totals);
            const row: OrderRow = { sort, searched, runs: [] };
            // A short warm-up at the same rate: the first plans and page reads of this shape.
            await openLoop(api.base, next, { ...options, seconds: 1, token });
            for (let round = 0; round < options.rounds; round++) {
                const figures = await openLoop(api.base, next, { ...options, token });
                row.runs.push({ ...figures, rssMb: Math.round(rssOf(api.pid) / 1048576) });
            }
            rows.push(row);
            process.stdout.write('.');
        }
    }
    process.stdout.write('\n');
    return rows;
}

const range = (values: number[]) => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    return low === high ? shown(low) : `${shown(low)}-${shown(high)}`;
};

export function printOrders(rows: OrderRow[], rate: number) {
    const widths = [28, 9, 12, 14, 44, 10, 8];
    console.log(
        `\ncustomer list by every order the console offers, open loop at ${rate}/s (ranges over the runs):`
    );
    console.log(
        tableLine(
            ['workload', 'answered', 'p50 ms', 'p99 ms', 'slowest kind, p99 ms', 'RSS MB', 'goal'],
            widths
        )
    );
    for (const { sort, searched, runs } of rows) {
        const worst = runs
            .flatMap(run => Object.entries(run.byKind ?? {}))
            .sort((a, b) => b[1].p99 - a[1].p99)[0];
        const goal = goalOf(sort);
        const failed = runs.reduce((sum, run) => sum + run.failed, 0);
        const late = runs.reduce((sum, run) => sum + run.lateSends, 0);
        const met = failed === 0 && runs.every(run => run.p99 < goal);
        console.log(
            tableLine(
                [
                    `${sort}${searched ? ', searched' : ''}`,
                    range(runs.map(run => run.requestsPerSecond)),
                    range(runs.map(run => run.p50)),
                    range(runs.map(run => run.p99)),
                    worst ? `${worst[0]} ${shown(worst[1].p99)}` : '-',
                    range(runs.map(run => run.rssMb)),
                    `${met ? 'met' : 'missed'} <${goal}${failed ? `, ${failed} failed` : ''}${late ? `, ${late} late` : ''}`,
                ],
                widths
            )
        );
    }
}
