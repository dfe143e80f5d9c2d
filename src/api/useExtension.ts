import { useSyncExternalStore } from 'react';
import { offers, onExtensionsChanged } from './extensions';

/**
 * Whether the server offers extension `name` (./extensions.ts: read from the login or refresh answer, never
 * asked for): undefined until a session answer came, true when nothing is needed (no `name`). The guard
 * refreshes before any screen renders, so a screen normally finds the answer there.
 */
export const useExtension = (name: string | undefined): boolean | undefined =>
    useSyncExternalStore(onExtensionsChanged, () => (name === undefined ? true : offers(name)));
