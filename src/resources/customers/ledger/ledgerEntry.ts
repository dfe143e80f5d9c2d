import type { PointsEntry } from '../../../../contract';

/**
 * An entry of GET /v1/i/customers/:id/points (points-ledger). The spec's trail (reason, pointsChange,
 * createdAt) is a part of it: without the extension the details screen lists the trail with the same code.
 */
export type LedgerEntry = Pick<PointsEntry, 'id' | 'reason' | 'pointsChange' | 'createdAt'> &
    Partial<
        Pick<
            PointsEntry,
            'kind' | 'staff' | 'reverses' | 'reversedBy' | 'reasonCode' | 'reasonParams'
        >
    >;

/**
 * An entry can be reversed once; a reversal or a refund cannot be reversed itself (the server refuses both
 * with 409, so the button is not offered).
 */
export const canReverse = (entry: LedgerEntry) =>
    entry.kind !== undefined &&
    !entry.reversedBy &&
    !entry.reverses &&
    entry.kind !== 'reversal' &&
    entry.kind !== 'refund';
