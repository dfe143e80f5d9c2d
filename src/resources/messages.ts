import type { TranslationMessages } from 'react-admin';
import { en as sharedEn } from '../i18n/en';
import { type MessageTree, mergeMessages } from '../lib/messages';

// The console's strings: the shared ones of src/i18n/ with each resource folder's messages.ts, collected by
// Vite rather than listed. Merged here, above the resources, because src/i18n/ sits below them.
const parts = Object.values(
    import.meta.glob<{ en: MessageTree; ms: MessageTree }>('./*/messages.ts', { eager: true })
);

export const en = mergeMessages(
    sharedEn,
    parts.map(part => part.en)
);

/** Bahasa Malaysia, loaded when chosen: the resources' strings are bundled, the shared ones are not. */
export const loadMalay = (): Promise<TranslationMessages> =>
    import('../i18n/ms').then(({ ms }) =>
        mergeMessages(
            ms,
            parts.map(part => part.ms)
        )
    );
