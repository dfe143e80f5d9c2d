import type { ComponentType } from 'react';
import { useExtension } from '../../api/useExtension';

/** The staff-users extension's screen, or the spec's sample screen on a server without it (no call then). */
export const realOrSample = (Real: ComponentType, Sample: ComponentType) => () => {
    const offered = useExtension('staff-users');
    if (offered === undefined) return null;
    return offered ? <Real /> : <Sample />;
};
