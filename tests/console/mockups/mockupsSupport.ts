import type { DataProvider } from 'react-admin';
import { vi } from 'vitest';

const METHODS = [
    'getList',
    'getOne',
    'getMany',
    'getManyReference',
    'create',
    'update',
    'updateMany',
    'delete',
    'deleteMany',
] as const;

/**
 * The mockup screens make no calls (spec §1). This provider fails loudly on any method and `fetch` is
 * replaced by a spy, so a test can assert both stayed untouched.
 */
export const noCallDataProvider = () => {
    const calls: string[] = [];
    const provider = Object.fromEntries(
        METHODS.map(method => [
            method,
            () => {
                calls.push(method);
                throw new Error(`Mockup screens must not call dataProvider.${method}`);
            },
        ])
    ) as unknown as DataProvider;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    return { provider, calls, fetchSpy };
};

/**
 * Each of these tests drives MUI menus, dialogs and forms through user-event in jsdom, which takes a few
 * seconds even on an idle machine; vitest's 5 s default fails them on a busy one.
 */
export const INTERACTIVE = { timeout: 30_000 };
