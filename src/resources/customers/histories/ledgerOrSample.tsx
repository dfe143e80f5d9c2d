import type { ComponentType } from 'react';
import { usePointsLedger } from '../customerExtensions';

/** The real history with the points-ledger extension, the spec's sample screen otherwise (no call then). */
export const ledgerOrSample = (Real: ComponentType, Sample: ComponentType) => () => {
    const offered = usePointsLedger();
    if (offered === undefined) return null;
    return offered ? <Real /> : <Sample />;
};
