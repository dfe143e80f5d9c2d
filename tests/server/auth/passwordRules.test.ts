import { describe, expect, it } from 'vitest';
import { defaultPermissions, failedPasswordRules, permissions } from '../../../contract/index.ts';

describe('the password policy', () => {
    it('accepts a password with every kind of character', () => {
        expect(
            failedPasswordRules('Str0ng#pass', { name: 'Siti Aminah', username: 'siti' })
        ).toEqual([]);
    });

    it('names each rule a password breaks, in order', () => {
        expect(failedPasswordRules('abc')).toEqual(['length', 'uppercase', 'number', 'special']);
        expect(failedPasswordRules('ABCDEFGH1!')).toEqual(['lowercase']);
    });

    it("refuses the user's name and username, whatever the case", () => {
        const person = { name: 'Siti Aminah', username: 'marketer1' };
        expect(failedPasswordRules('Aminah#2026', person)).toEqual(['name']);
        expect(failedPasswordRules('MARKETER1#x', person)).toEqual(['username']);
    });
});

describe('role defaults', () => {
    it('gives each role the flags of spec §6', () => {
        expect(defaultPermissions('admin')).toEqual([...permissions]);
        // Spec §6's flags, and the personal data flag that the managing roles hold (docs/decisions.md).
        expect(defaultPermissions('manager')).toEqual([
            'customers:write',
            'customers:personal',
            'vouchers:write',
            'advertisements:write',
            'notifications:write',
        ]);
        expect(defaultPermissions('marketer')).toEqual([
            'vouchers:write',
            'advertisements:write',
            'notifications:write',
        ]);
        expect(defaultPermissions('advertiser')).toEqual(['advertisements:write']);
        expect(defaultPermissions('analyst')).toEqual([]);
    });
});
