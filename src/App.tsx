import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { ExtensionGate } from './components/ExtensionGate';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Dashboard } from './layout/Dashboard';
import { DeferredToaster } from './layout/DeferredToaster';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { RESOURCES } from './resources';
import type { AppResource } from './resources/types';
import { darkTheme, theme } from './theme';

// Resources with API calls are react-admin resources, their list on the plural path react-admin derives
// from the name. The spec's other paths are singular (/voucher/:id, /customer/:id/...), so every other
// screen is a custom route, which puts its resource in context for the views it renders.
const hasResourceList = (resource: AppResource) => Boolean(resource.api);

const screenElement = (resource: AppResource, screen: string) => {
    const View = resource.views[screen];
    let element: ReactNode = <View />;
    if (resource.api) {
        element = (
            <ResourceContextProvider value={resource.name}>{element}</ResourceContextProvider>
        );
    }
    if (resource.extension)
        element = <ExtensionGate name={resource.extension}>{element}</ExtensionGate>;
    return element;
};

const customRoutes = RESOURCES.flatMap(resource =>
    Object.entries(resource.routes)
        .filter(([screen]) => !(screen === 'list' && hasResourceList(resource)))
        .map(([screen, { path }]) => (
            <Route key={path} path={path} element={screenElement(resource, screen)} />
        ))
);

// The guard renders nothing while the session is checked (spec §2): no flash of the shell or a spinner.
const Nothing = () => null;

// Real paths (/voucher/7), not react-admin's default hash URLs: every route of the spec resolves when
// typed or reloaded, the server answering index.html for them. Location changes are applied at once, not
// as transitions: react-admin's logout redirect clears its query cache right after navigating, and a
// session check that fails at once would otherwise keep interrupting the transition to /login.
export const App = ({ queryClient }: { queryClient?: QueryClient }) => (
    <BrowserRouter useTransitions={false}>
        <Admin
            queryClient={queryClient}
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
            darkTheme={darkTheme}
            requireAuth
            disableTelemetry
        >
            {RESOURCES.filter(hasResourceList).map(resource => (
                <Resource
                    key={resource.name}
                    name={resource.name}
                    list={resource.views.list}
                    icon={resource.icon}
                    recordRepresentation={resource.recordRepresentation}
                />
            ))}
            <CustomRoutes>{customRoutes}</CustomRoutes>
        </Admin>
    </BrowserRouter>
);
