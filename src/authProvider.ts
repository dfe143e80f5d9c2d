import type { AuthProvider } from 'react-admin';

// Placeholder until Console core lands.
export const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
};
