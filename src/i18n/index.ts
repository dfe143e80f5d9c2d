import polyglotI18nProvider from 'ra-i18n-polyglot';
import { decodedText } from '../api/serverErrors';
import { setFormatLocale } from '../format';
import { en } from './en';

// English is bundled; Bahasa Malaysia loads when chosen. react-admin keeps the choice in its store
// (localStorage), so the browser remembers it and restores it on the next visit.
export const LOCALES = [
    { locale: 'en', name: 'English' },
    { locale: 'ms', name: 'Bahasa Malaysia' },
];

const polyglot = polyglotI18nProvider(
    locale => (locale === 'ms' ? import('./ms').then(module => module.ms) : en),
    'en',
    LOCALES,
    { allowMissing: false }
);

export const i18nProvider: typeof polyglot = {
    ...polyglot,
    // A server refusal's message carries its own key and arguments (src/api/serverErrors.ts): react-admin's
    // failure toasts pass it as the key, with the same text as the fallback.
    translate: (key, options) => {
        const text = decodedText(key);
        return text ? polyglot.translate(text.key, text.args) : polyglot.translate(key, options);
    },
    // The page's language follows the console's, so that screen readers pronounce it right (WCAG 3.1.1).
    changeLocale: async (locale, options) => {
        await polyglot.changeLocale(locale, options);
        setFormatLocale(locale);
        document.documentElement.lang = locale;
    },
};
