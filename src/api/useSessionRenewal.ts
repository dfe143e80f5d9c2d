import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionRenewed } from './http';

/**
 * Asks react-admin's auth questions again (canAccess, permissions, identity) whenever the session gets a new
 * access token on its own, so that the menu and the buttons follow a change of role or flags made meanwhile.
 */
export const useSessionRenewal = () => {
    const queryClient = useQueryClient();
    useEffect(
        () => onSessionRenewed(() => queryClient.invalidateQueries({ queryKey: ['auth'] })),
        [queryClient]
    );
};
