import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuthProvider } from 'react-admin';

// The console's own access question for a control (a button, a menu entry), in place of react-admin's
// useCanAccess and <CanAccess>. Theirs keep the answer under ['auth', 'canAccess', { action, resource }], the
// very key react-admin's <List>, <Create> and <Edit> read, without watching it, to decide whether to show
// their loader. A control inside such a screen asking the same question could leave that key pending while the
// screen re-rendered: the screen then swapped its content for the loader, the control unmounted, its question
// was cancelled, and nothing ever rendered the screen again (it stayed on 'Loading'). Under a key of our own
// the screens never see a control's question. It stays under ['auth'] so that a session renewal (Layout) asks
// it again and a logout clears it.

interface AccessQuestion {
    action: string;
    resource: string;
}

/**
 * Whether the signed-in staff member may do `action` on `resource`: undefined while asked. Without an
 * authProvider that answers such questions everything is allowed at once, as with react-admin's own hook.
 */
export const useAllowed = ({ action, resource }: AccessQuestion) => {
    const authProvider = useAuthProvider();
    const asks = typeof authProvider?.canAccess === 'function';
    const { data, isPending } = useQuery({
        queryKey: ['auth', 'allowed', { action, resource }],
        queryFn: async () => authProvider?.canAccess?.({ action, resource }) ?? true,
        enabled: asks,
        retry: false,
    });
    return asks ? { canAccess: data, isPending } : { canAccess: true, isPending: false };
};

/** Renders its children once the question is answered yes; nothing while asked or when refused. */
export const Allowed = ({ children, ...question }: AccessQuestion & { children: ReactNode }) =>
    useAllowed(question).canAccess === true ? children : null;
