import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
    AdminContext,
    type AuthProvider,
    type DataProvider,
    memoryStore,
    ResourceContextProvider,
    TestMemoryRouter,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../src/i18nProvider';
import { Toaster } from '../../src/layout/Toaster';
import { theme } from '../../src/lib/theme';

interface RenderOptions {
    dataProvider?: Partial<DataProvider>;
    /** Without one, react-admin skips every auth check. */
    authProvider?: AuthProvider;
    /** The URL the test starts at, e.g. '/voucher/7'. */
    path?: string;
    /** The route pattern the element is mounted on, e.g. '/voucher/:id'. */
    route?: string;
    resource?: string;
    /** Receives every location change, for asserting redirects. */
    onLocation?: (location: { pathname: string; search: string }) => void;
}

/**
 * Renders a screen the way the app does: react-admin contexts, the app's messages and theme, a memory
 * router at `path`, and the notification region so toasts can be asserted by their text.
 */
export const renderWithAdmin = (ui: ReactElement, options: RenderOptions = {}) => {
    const { path = '/', route = '*', resource, onLocation } = options;
    const dataProvider = options.dataProvider as DataProvider | undefined;
    const element = resource ? (
        <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
    ) : (
        ui
    );
    return render(
        <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
            <AdminContext
                dataProvider={dataProvider}
                authProvider={options.authProvider}
                i18nProvider={i18nProvider}
                theme={theme}
                store={memoryStore()}
            >
                <Routes>
                    <Route path={route} element={element} />
                    {route !== '*' && <Route path="*" element={null} />}
                </Routes>
                <Toaster />
            </AdminContext>
        </TestMemoryRouter>
    );
};
