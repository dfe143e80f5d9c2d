import { jwtDecode } from 'jwt-decode';
import { useEffect, useState } from 'react';
import type { AccessTokenClaims } from '../../contract';
import { getToken, onSessionRenewed, refreshOnce } from '../api/http';

const held = () => {
    const token = getToken();
    if (!token) return false;
    try {
        return jwtDecode<AccessTokenClaims>(token).mustChangePassword === true;
    } catch {
        return false;
    }
};

/**
 * Whether the session is held to its own password change (a demo account at its first sign-in: the token says
 * so), and `release`, which takes a new token once the password changed. A provider that signs no such claim
 * never holds anyone.
 */
export const usePasswordChangeHold = () => {
    const [, setVersion] = useState(0);
    useEffect(() => onSessionRenewed(() => setVersion(version => version + 1)), []);
    return {
        held: held(),
        release: async () => {
            await refreshOnce(getToken());
            setVersion(version => version + 1);
        },
    };
};
