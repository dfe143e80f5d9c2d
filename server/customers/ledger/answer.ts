import type { PointsEntry, PointsEntryKind, Transaction } from '../../../contract/index.ts';
import { isoTimestamp } from '../../lib/isoTimestamp.ts';

/** A ledger row with the id of the entry that reversed it, if any. */
export interface PointsEntryRow {
    id: number;
    kind: string;
    reason: string;
    pointsChange: number;
    createdAt: Date | string;
    staffId: number | null;
    staffUsername: string | null;
    reversesId: number | null;
    reversedById: number | null;
    customerVoucherId: number | null;
    reasonCode?: string | null;
    reasonParams?: Record<string, string> | null;
}

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export function toPointsEntry(row: PointsEntryRow): PointsEntry {
    return {
        id: String(row.id),
        kind: row.kind as PointsEntryKind,
        reason: row.reason,
        pointsChange: row.pointsChange,
        createdAt: isoTimestamp(row.createdAt),
        staff:
            row.staffId === null
                ? null
                : { id: String(row.staffId), username: row.staffUsername ?? '' },
        reverses: idOrNull(row.reversesId),
        reversedBy: idOrNull(row.reversedById),
        customerVoucherId: idOrNull(row.customerVoucherId),
        reasonCode: row.reasonCode ?? null,
        reasonParams: row.reasonParams ?? {},
    };
}

export function toTransaction(row: {
    id: number;
    branchCode: string | null;
    date: Date | string;
    currency: string;
    netTotalAmount: string | number;
}): Transaction {
    return {
        id: String(row.id),
        branchCode: row.branchCode,
        date: isoTimestamp(row.date),
        currency: row.currency,
        netTotalAmount: Number(row.netTotalAmount),
    };
}
