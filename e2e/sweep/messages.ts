import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TranslationMessages } from 'react-admin';
import { en as sharedEn } from '../../src/i18n/en';
import { ms as sharedMs } from '../../src/i18n/ms';
import { type MessageTree, mergeMessages } from '../../src/lib/messages';

// The console's strings as its i18nProvider has them: the shared ones with each resource folder's
// messages.ts. The console collects those with Vite's import.meta.glob (src/resources/messages.ts), which
// Node has not, so the same folders are read here.
const resources = path.resolve(import.meta.dirname, '../../src/resources');
const parts: { en: MessageTree; ms: MessageTree }[] = await Promise.all(
    readdirSync(resources, { withFileTypes: true })
        .filter(entry => entry.isDirectory())
        .map(entry => path.join(resources, entry.name, 'messages.ts'))
        .filter(file => existsSync(file))
        .map(file => import(file))
);

export const en: TranslationMessages = mergeMessages(
    sharedEn,
    parts.map(part => part.en)
);
export const ms: TranslationMessages = mergeMessages(
    sharedMs,
    parts.map(part => part.ms)
);
