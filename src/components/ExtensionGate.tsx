import type { ReactNode } from 'react';
import { NotFound } from 'react-admin';
import { useExtension } from '../api/useExtension';

/** A screen of a server extension: nothing while the server is asked, 'not found' on a server without it. */
export const ExtensionGate = ({ name, children }: { name: string; children: ReactNode }) => {
    const offered = useExtension(name);
    if (offered === undefined) return null;
    return offered ? children : <NotFound />;
};
