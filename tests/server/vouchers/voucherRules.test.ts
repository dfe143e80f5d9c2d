import { describe, expect, it } from 'vitest';
import { VOUCHER_RULE_MESSAGES } from '../../../contract/voucherRules.ts';
import { readVoucherForm } from '../../../server/vouchers/form.ts';
import { voucherFieldErrors } from '../../../src/resources/vouchers/voucherFormValues.ts';

// Spec §5's voucher rules live once (contract/voucherRules.ts): the server's 400 and the console's form
// mark the same fields for the same form, the server in English, the console by message key.

const serverErrors = (fields: Record<string, string>) => {
    try {
        readVoucherForm(fields);
        return {};
    } catch (error) {
        return (error as { errors?: Record<string, string> }).errors ?? {};
    }
};

const cases: Record<string, string>[] = [
    { name: '', code: '', type: 'PERCENTAGE', validityType: 'UNLIMITED' },
    { name: 'Raya', code: 'R1', type: 'FIXED', validityType: 'DATE_RANGE' },
    { name: 'Raya', code: 'R1', type: 'PRODUCT', validityType: 'DURATION' },
    {
        name: 'Raya',
        code: 'R1',
        type: 'PRODUCT',
        discountItemName: 'Kopi',
        validityType: 'DURATION',
        validityDuration: '3',
    },
    { name: 'Raya', code: '', type: 'PERCENTAGE', discountValue: '10', validityType: 'UNLIMITED' },
];

describe('the voucher rules of spec §5', () => {
    it.each(cases)('mark the same fields on both sides: %j', fields => {
        const console = voucherFieldErrors(fields as never);
        const server = serverErrors(fields);
        expect(Object.keys(server)).toEqual(Object.keys(console));
        for (const [field, key] of Object.entries(console)) {
            const rule = key.replace(
                'app.vouchers.validation.',
                ''
            ) as keyof typeof VOUCHER_RULE_MESSAGES;
            expect(server[field]).toBe(VOUCHER_RULE_MESSAGES[rule]);
        }
        expect(Object.keys(server).length).toBeGreaterThan(0);
    });

    it('refuses an end before the start on the server, where the console bounds the date input', () => {
        const errors = serverErrors({
            name: 'Raya',
            code: 'R1',
            type: 'FIXED',
            discountValue: '5',
            validityType: 'DATE_RANGE',
            validityStartDate: '2027-02-10T00:00:00.000Z',
            validityEndDate: '2027-02-01T00:00:00.000Z',
        });
        expect(errors).toEqual({ validityEndDate: VOUCHER_RULE_MESSAGES.end_date });
    });
});
