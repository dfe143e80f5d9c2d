import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Dashboard } from './layout/Dashboard';
import { DeferredToaster } from './layout/DeferredToaster';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import mockups from './mockups';
import { preloadView } from './preloadView';
import advertisements from './resources/advertisements';
import customers from './resources/customers';
import vouchers from './resources/vouchers';
import { theme } from './theme';

// The spec's route table uses singular paths for forms and details (/voucher/:id, /customer/:id/...),
// while react-admin derives /vouchers/:id from the resource name. Lists stay on the resources; the
// singular routes are declared here and put the resource in context for the views they render.
const inResource = (resource: string, element: React.ReactNode) => (
    <ResourceContextProvider value={resource}>{element}</ResourceContextProvider>
);

/** The list views by path, resolved before the first render when the app opens on one of them. */
const LIST_VIEWS: Record<string, unknown> = {
    '/vouchers': vouchers.resource.list,
    '/advertisements': advertisements.resource.list,
    '/customers': customers.resource.list,
};
export const preloadListView = (pathname: string) =>
    preloadView(LIST_VIEWS[pathname.replace(/\/$/, '')]);

// The guard renders nothing while the session is checked (spec §2): no flash of the shell or a spinner.
const Nothing = () => null;

// Real paths (/voucher/7), not react-admin's default hash URLs: every route of the spec resolves when
// typed or reloaded, the server answering index.html for them. Location changes are applied at once, not
// as transitions: react-admin's logout redirect clears its query cache right after navigating, and a
// session check that fails at once would otherwise keep interrupting the transition to /login.
export const App = () => (
    <BrowserRouter useTransitions={false}>
        <Admin
            title="Loyalty Back-office"
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            layout={Layout}
            loginPage={LoginPage}
            loading={Nothing}
            notification={DeferredToaster}
            dashboard={Dashboard}
            theme={theme}
            requireAuth
            disableTelemetry
        >
            <Resource name="vouchers" {...vouchers.resource} />
            <Resource name="advertisements" {...advertisements.resource} />
            <Resource name="customers" {...customers.resource} />
            <Resource name="customerVouchers" />
            <CustomRoutes>
                <Route
                    path="/voucher/create"
                    element={inResource('vouchers', <vouchers.create />)}
                />
                <Route path="/voucher/:id" element={inResource('vouchers', <vouchers.edit />)} />
                <Route
                    path="/advertisement/create"
                    element={inResource('advertisements', <advertisements.create />)}
                />
                <Route
                    path="/advertisement/:id"
                    element={inResource('advertisements', <advertisements.edit />)}
                />
                <Route path="/customer/:id" element={inResource('customers', <customers.show />)} />
                <Route
                    path="/customer/:id/edit"
                    element={inResource('customers', <customers.edit />)}
                />
                <Route
                    path="/customer/:id/vouchers"
                    element={inResource('customers', <customers.vouchers />)}
                />
                <Route path="/customer/:id/points" element={<mockups.CustomerPoints />} />
                <Route
                    path="/customer/:id/transactions"
                    element={<mockups.CustomerTransactions />}
                />
                <Route path="/notifications" element={<mockups.NotificationList />} />
                <Route path="/notification/create" element={<mockups.NotificationCreate />} />
                <Route path="/users" element={<mockups.UserList />} />
                <Route path="/user/create" element={<mockups.UserCreate />} />
                <Route path="/user/:id" element={<mockups.UserShow />} />
            </CustomRoutes>
        </Admin>
    </BrowserRouter>
);
