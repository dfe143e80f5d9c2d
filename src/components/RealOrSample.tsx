import type { ComponentType } from 'react';
import { useExtension } from '../api/useExtension';

/**
 * A screen of a server extension, or the spec's sample screen on a server without it (no call then beyond
 * the one extensions question). Nothing while the server is asked, so no sample data flashes first.
 */
export const realOrSample =
    (extension: string, Real: ComponentType, Sample: ComponentType) => () => {
        const offered = useExtension(extension);
        if (offered === undefined) return null;
        return offered ? <Real /> : <Sample />;
    };
