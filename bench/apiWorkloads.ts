import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../server/db/schema.ts';
import type { WorkloadName } from './apiStatements.ts';
import type { Shot } from './load.ts';
import type { signIn } from './signIn.ts';

/** What the workloads draw from: the customer ids and search fragments cut from real rows. */
export interface Draws {
    firstId: number;
    lastId: number;
    fragments: string[];
    /** Active customers, whom the mixed workload assigns vouchers to (a suspended one is refused, rightly). */
    activeIds: number[];
}

const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)] as T;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/**
 * Search fragments of 3, 4, 5 and 8 characters cut from the names and emails of 2,000 random customers, without
 * spaces at their ends (the API trims them): common ones ('member', a first name) and rare ones (a member
 * number), as a clerk types them.
 */
export async function drawsFrom(db: Kysely<Database>): Promise<Draws> {
    const ends = await db
        .selectFrom('customers')
        .select(eb => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
        .executeTakeFirstOrThrow();
    const sample = await db
        .selectFrom('customers')
        .select(['name', 'email'])
        .orderBy(sql`random()`)
        .limit(2000)
        .execute();
    const texts = sample.flatMap(row => [row.name, row.email]);
    const fragments = new Set<string>();
    for (let attempt = 0; fragments.size < 2000 && attempt < 50_000; attempt++) {
        const text = pick(texts).toLowerCase();
        const length = pick([3, 4, 5, 8]);
        const start = Math.floor(Math.random() * Math.max(1, text.length - length + 1));
        const fragment = text.slice(start, start + length);
        if (fragment.length === length && fragment.trim() === fragment) fragments.add(fragment);
    }
    const active = await db
        .selectFrom('customers')
        .select('id')
        .where('status', '=', 'active')
        .orderBy(sql`random()`)
        .limit(5000)
        .execute();
    return {
        firstId: Number(ends.first),
        lastId: Number(ends.last),
        fragments: [...fragments],
        activeIds: active.map(row => row.id),
    };
}

const listPath = (page: number, q?: string) =>
    `/v1/i/customers?page=${page}&perPage=25&sort=registeredAt&order=DESC&status=active${
        q ? `&q=${encodeURIComponent(q)}` : ''
    }`;

const shuffled = <T>(values: T[]) =>
    values
        .map(value => ({ value, key: Math.random() }))
        .sort((a, b) => a.key - b.key)
        .map(({ value }) => value);

/**
 * The value each request of a workload varies: a page's offset, a customer id, a fragment. Pages and fragments
 * go round a shuffled list, so that no two of 50 requests under way are alike and none is answered from
 * another's read (server/plugins/sharedReads.ts); ids are drawn from a million.
 */
export function valueDrawer(workload: WorkloadName, draws: Draws): () => number | string {
    if (workload === 'detail') return () => between(draws.firstId, draws.lastId);
    const values =
        workload === 'pages'
            ? shuffled(Array.from({ length: 200 }, (_, index) => index * 25))
            : shuffled(draws.fragments);
    let n = 0;
    return () => values[n++ % values.length] as number | string;
}

/** The console's request for a drawn value: page N of the customer list, a customer, a search. */
export function apiShot(workload: WorkloadName, value: number | string): Shot {
    if (workload === 'pages') return { path: listPath(Number(value) / 25 + 1) };
    if (workload === 'detail') return { path: `/v1/i/customers/${value}` };
    return { path: listPath(1, String(value)) };
}

/** The bare reference's request for the same value (bench/bareServer.ts). */
export const bareShot = (workload: WorkloadName, value: number | string): Shot => ({
    path: `/${workload}?v=${encodeURIComponent(String(value))}`,
});

/**
 * A staff member's day: 70% reads of the customer list and details, 10% searches, 10% voucher list and
 * details, 10% writes (a voucher assigned to a customer, or one assigned earlier taken back).
 */
export function mixedWorkload(draws: Draws, voucherIds: string[], assignable: string) {
    const assigned: { customerVoucherId: string; customerId: number }[] = [];
    const [page, customer, fragment] = (['pages', 'detail', 'search'] as const).map(workload =>
        valueDrawer(workload, draws)
    ) as [() => number, () => number, () => string];
    return (): Shot => {
        const roll = Math.random();
        if (roll < 0.35) return { ...apiShot('pages', page()), kind: 'customer list' };
        if (roll < 0.7) return { ...apiShot('detail', customer()), kind: 'customer detail' };
        if (roll < 0.8) return { ...apiShot('search', fragment()), kind: 'search' };
        if (roll < 0.85)
            return {
                path: `/v1/i/vouchers?page=${between(1, 3)}&perPage=25`,
                kind: 'voucher list',
            };
        if (roll < 0.9)
            return { path: `/v1/i/vouchers/${pick(voucherIds)}`, kind: 'voucher detail' };
        const earlier = roll < 0.95 ? undefined : assigned.shift();
        if (earlier) {
            return {
                path: `/v1/i/vouchers/redeemed/${earlier.customerVoucherId}/users/${earlier.customerId}`,
                method: 'DELETE',
                kind: 'removal',
            };
        }
        const customerId = pick(draws.activeIds);
        return {
            path: `/v1/i/vouchers/${assignable}/users/assign`,
            method: 'POST',
            body: { users: [String(customerId)] },
            kind: 'assign',
            answered: (status, body) => {
                if (status !== 201) return;
                const [customerVoucherId] = (
                    JSON.parse(body) as { data: { customerVoucherIds: string[] } }
                ).data.customerVoucherIds;
                if (customerVoucherId) assigned.push({ customerVoucherId, customerId });
            },
        };
    };
}

/** The vouchers the mixed workload reads, and the one it assigns: active, without limits or a points cost. */
export async function mixedVouchers(client: Awaited<ReturnType<typeof signIn>>['api']) {
    const { data } = await client.GET('/v1/i/vouchers');
    const vouchers = data?.data.vouchers ?? [];
    const assignable = vouchers.find(
        v =>
            v.status === 'active' &&
            v.usageLimit === null &&
            v.perCustomerLimit === null &&
            v.pointsRequired === 0
    );
    if (!assignable)
        throw new Error('no active voucher without limits to assign in the mixed workload');
    return { voucherIds: vouchers.map(v => v.id), assignable: assignable.id };
}
