import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
    AdminContext,
    AdminUI,
    CustomRoutes,
    localStorageStore,
    Resource,
    ResourceContextProvider,
    ResourceDefinitionContext,
    type ResourceProps,
    useTranslate,
} from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { ExtensionGate, gatedView } from './components/ExtensionGate';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { Dashboard } from './layout/Dashboard';
import { DeferredToaster } from './layout/DeferredToaster';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { fixedResourceDefinitions } from './lib/reactAdminInternals';
import type { AppResource } from './lib/resourceTypes';
import { darkTheme, theme } from './lib/theme';
import { RESOURCES } from './resources';

/** The console's name, in the chosen language, where a screen sets no title of its own (Not found, errors). */
const AppTitle = () => <>{useTranslate()('app.shell.title')}</>;

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

export const resourceProps: ResourceProps[] = RESOURCES.filter(hasResourceList).map(resource => ({
    name: resource.name,
    // A list of an extension's resource is 'not found' on a server without it, as its other screens are.
    list: resource.extension
        ? gatedView(resource.extension, resource.views.list)
        : resource.views.list,
    icon: resource.icon,
    recordRepresentation: resource.recordRepresentation,
}));

// The definitions given once instead of registered twice at start-up (src/lib/reactAdminInternals.tsx).
export const resourceDefinitions = fixedResourceDefinitions(resourceProps);

// <Admin>'s own default store: the list parameters a clerk chose are kept in localStorage.
const store = localStorageStore();

// The guard renders nothing while the session is checked (spec §2): no flash of the shell or a spinner.
const Nothing = () => null;

// Real paths (/voucher/7), not react-admin's default hash URLs: every route of the spec resolves when
// typed or reloaded, the server answering index.html for them. Location changes are applied at once, not
// as transitions: react-admin's logout redirect clears its query cache right after navigating, and a
// session check that fails at once would otherwise keep interrupting the transition to /login.
export const App = ({ queryClient }: { queryClient?: QueryClient }) => (
    <BrowserRouter useTransitions={false}>
        {/* <Admin> is AdminContext around AdminUI: split only to give the definitions between them. */}
        <AdminContext
            queryClient={queryClient}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={store}
            theme={theme}
            darkTheme={darkTheme}
        >
            <ResourceDefinitionContext.Provider value={resourceDefinitions}>
                <AdminUI
                    title={<AppTitle />}
                    layout={Layout}
                    loginPage={LoginPage}
                    loading={Nothing}
                    notification={DeferredToaster}
                    dashboard={Dashboard}
                    requireAuth
                    disableTelemetry
                >
                    {resourceProps.map(props => (
                        <Resource key={props.name} {...props} />
                    ))}
                    <CustomRoutes>{customRoutes}</CustomRoutes>
                </AdminUI>
            </ResourceDefinitionContext.Provider>
        </AdminContext>
    </BrowserRouter>
);
