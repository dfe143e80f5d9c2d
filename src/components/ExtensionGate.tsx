import type { ComponentType, ReactNode } from 'react';
import { NotFound } from 'react-admin';
import { useExtension } from '../api/useExtension';

/** A screen of a server extension: nothing while the server is asked, 'not found' on a server without it. */
export const ExtensionGate = ({ name, children }: { name: string; children: ReactNode }) => {
    const offered = useExtension(name);
    if (offered === undefined) return null;
    return offered ? children : <NotFound />;
};

/** `View` behind the gate of extension `name`, as a component (react-admin's <Resource list> takes one). */
export const gatedView = (name: string, View: ComponentType) => {
    const Gated = () => (
        <ExtensionGate name={name}>
            <View />
        </ExtensionGate>
    );
    return Gated;
};
