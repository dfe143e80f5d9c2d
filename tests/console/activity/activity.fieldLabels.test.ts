import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
    advertisementSchema,
    customerProfileSchema,
    customerVoucherSchema,
    notificationSchema,
    pointsEntrySchema,
    staffUserSchema,
    voucherSchema,
} from '../../../contract';
import { fieldLabelKeys } from '../../../src/components/auditText';
import { en, loadMalay } from '../../../src/resources/messages';

// Activity and History label each changed field; a field without a label would read as its spelled-out
// identifier, in English. Every field of every record the trail writes has a label in both languages.

const ms = await loadMalay();
const fieldsOf = (schema: z.ZodObject) => Object.keys(schema.shape);

/** The fields each kind of record's trail entries carry: its answer's, and those the writes add. */
const audited: Record<string, string[]> = {
    voucher: [
        ...fieldsOf(voucherSchema),
        // An assign's entry (server/customers/vouchers/repository/assign.ts)
        'issuedCount',
        'customerIds',
        'customerVoucherIds',
        'pointsCharged',
        'pointsEntryIds',
    ],
    advertisement: fieldsOf(advertisementSchema),
    customer: [...fieldsOf(customerProfileSchema), 'anonymised'],
    // A points entry's (server/customers/ledger/repository.ts)
    pointsEntry: [...fieldsOf(pointsEntrySchema), 'customerId', 'balance'],
    // A removed customer voucher's (server/customers/answer.ts toIssuedVoucher, removeCopy.ts)
    customerVoucher: [
        ...fieldsOf(customerVoucherSchema),
        'customerId',
        'voucherId',
        'redeemedAt',
        'usedAt',
        'startAt',
        'expireAt',
        'isActive',
        'refundEntryId',
    ],
    // A notification's, without its figures (server/notifications/answer.ts audited)
    notification: fieldsOf(notificationSchema).filter(
        field => !['views', 'clicks', 'delivery', 'progress'].includes(field)
    ),
    staffUser: fieldsOf(staffUserSchema),
};

const messageAt = (messages: object, key: string): unknown =>
    key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], messages);

const unlabelled = (messages: object) =>
    Object.entries(audited).flatMap(([entityType, fields]) =>
        fields
            .filter(
                field =>
                    !fieldLabelKeys(entityType, field).some(
                        key => typeof messageAt(messages, key) === 'string'
                    )
            )
            .map(field => `${entityType}.${field}`)
    );

describe("the trail's field labels", () => {
    it('label every audited field in English', () => {
        expect(unlabelled(en)).toEqual([]);
    });

    it('label every audited field in Malay', () => {
        expect(unlabelled(ms)).toEqual([]);
    });
});
