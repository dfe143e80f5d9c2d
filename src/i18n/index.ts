import polyglotI18nProvider from 'ra-i18n-polyglot';
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
    // The page's language follows the console's, so that screen readers pronounce it right (WCAG 3.1.1).
    changeLocale: async (locale, options) => {
        await polyglot.changeLocale(locale, options);
        setFormatLocale(locale);
        document.documentElement.lang = locale;
    },
};
