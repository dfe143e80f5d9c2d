import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../../src/lib/messages';

// The shared strings and each resource folder's are merged into one tree per language
// (src/resources/messages.ts); two folders must not write the same key.
describe('mergeMessages', () => {
    it("adds each part's keys beside the base's, at any depth, leaving the base as it was", () => {
        const base = { app: { shell: { title: 'Console', menu: { home: 'Home' } } } };
        const merged = mergeMessages(base, [
            { app: { shell: { menu: { vouchers: 'Vouchers' } }, vouchers: { title: 'V' } } },
            { resources: { vouchers: { name: 'Voucher' } } },
        ]);
        expect(merged).toEqual({
            app: {
                shell: { title: 'Console', menu: { home: 'Home', vouchers: 'Vouchers' } },
                vouchers: { title: 'V' },
            },
            resources: { vouchers: { name: 'Voucher' } },
        });
        expect(base).toEqual({ app: { shell: { title: 'Console', menu: { home: 'Home' } } } });
    });

    it('refuses a key declared twice, naming it', () => {
        const base = { app: { shell: { title: 'Console' } } };
        expect(() => mergeMessages(base, [{ app: { shell: { title: 'Other' } } }])).toThrow(
            'The message app.shell.title is declared twice'
        );
        expect(() => mergeMessages(base, [{ app: { shell: 'flat' } }])).toThrow('app.shell');
    });
});
