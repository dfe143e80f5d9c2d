import { createI18nProvider } from './i18n';
import { en, loadMalay } from './resources/messages';

// The console's i18nProvider, built here, above the resources, whose strings it merges with the shared ones.
export const i18nProvider = createI18nProvider(en, loadMalay);
