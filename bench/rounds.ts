import { type Figures, percentile } from './figures.ts';

const median = (values: number[]) => percentile(values).p50;

/** Each figure's median over the rounds; failures and refusals summed. */
export function medianFigures(rounds: Figures[]): Figures {
    const refusals: Record<string, number> = {};
    for (const round of rounds) {
        for (const [key, count] of Object.entries(round.refusals ?? {})) {
            refusals[key] = (refusals[key] ?? 0) + count;
        }
    }
    return {
        requestsPerSecond: median(rounds.map(round => round.requestsPerSecond)),
        p50: median(rounds.map(round => round.p50)),
        p99: median(rounds.map(round => round.p99)),
        failed: rounds.reduce((sum, round) => sum + round.failed, 0),
        refusals,
        ...(rounds.some(round => round.byKind) && { byKind: kindMedians(rounds) }),
    };
}

/** Per kind of request, where a workload mixes several: the count summed, p50 and p99 as medians. */
function kindMedians(rounds: Figures[]): NonNullable<Figures['byKind']> {
    const kinds = new Set(rounds.flatMap(round => Object.keys(round.byKind ?? {})));
    return Object.fromEntries(
        [...kinds].map(kind => {
            const figures = rounds.flatMap(round => round.byKind?.[kind] ?? []);
            return [
                kind,
                {
                    count: figures.reduce((sum, each) => sum + each.count, 0),
                    p50: median(figures.map(each => each.p50)),
                    p99: median(figures.map(each => each.p99)),
                },
            ];
        })
    );
}

/**
 * Measures two targets in turns, A B A B ..., and answers each one's medians: the machine's drift over a run
 * (other tenants, a database's background work) then falls on both, where measuring all of A before all of B
 * lets it move their ratio by a quarter from one run to the next (docs/performance.md).
 */
export async function alternate(
    first: () => Promise<Figures>,
    second: () => Promise<Figures>,
    rounds: number,
    flip = false
): Promise<[Figures, Figures]> {
    const a: Figures[] = [];
    const b: Figures[] = [];
    for (let round = 0; round < rounds; round++) {
        // With `flip`, B goes first every other round, so that neither always follows the other's load.
        if (flip && round % 2 === 1) {
            b.push(await second());
            a.push(await first());
        } else {
            a.push(await first());
            b.push(await second());
        }
    }
    return [medianFigures(a), medianFigures(b)];
}

/** `rounds` runs of one target, one after another, as medians (PGlite: one process at a time may open it). */
export async function repeat(measure: () => Promise<Figures>, rounds: number): Promise<Figures> {
    const all: Figures[] = [];
    for (let round = 0; round < rounds; round++) all.push(await measure());
    return medianFigures(all);
}
