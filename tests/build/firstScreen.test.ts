import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenModuleIds } from '../../tools/firstScreen.ts';

// The console's library chunks hold what a first screen uses (tools/firstScreen.ts): this builds the console
// in memory as the real build does before it chunks, and checks both sides of the line.
const root = path.resolve(import.meta.dirname, '../..');
const at = (...parts: string[]) => path.join(root, ...parts);

describe('the first screens’ modules', () => {
    it('hold the app, every list and what they use; not the forms or the file drop zone', async () => {
        const modules = await firstScreenModuleIds(root);
        const lists = ['vouchers/VoucherList', 'customers/CustomerList', 'activity/ActivityList'];
        for (const list of lists) expect(modules).toContain(at('src/resources', `${list}.tsx`));
        expect(modules).toContain(at('src/mount.tsx'));
        expect(modules).toContain(at('node_modules/ra-ui-materialui/dist/list/List.js'));

        expect(modules).not.toContain(at('src/resources/vouchers/VoucherCreate.tsx'));
        expect(modules).not.toContain(at('src/components/ImageDropZone.tsx'));
        expect(modules).not.toContain(at('node_modules/ra-ui-materialui/dist/form/SimpleForm.js'));
        expect(modules).not.toContain(at('node_modules/ra-ui-materialui/dist/input/FileInput.js'));
        expect([...modules].some(id => id.includes('node_modules/react-dropzone/'))).toBe(false);
    });
});
