import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { decodedText } from '../api/serverErrors';
import { setFormatLocale } from '../lib/format';

// English is bundled; Bahasa Malaysia loads when chosen. react-admin keeps the choice in its store
// (localStorage), so the browser remembers it and restores it on the next visit.
export const LOCALES = [
    { locale: 'en', name: 'English' },
    { locale: 'ms', name: 'Bahasa Malaysia' },
];

// react-admin's sort label lowercases the first letter of the column's label ('Sort by name ascending'), which
// turns 'LoginID' into 'loginID' and 'ID Log Masuk' into 'iD Log Masuk': only a first word that is an ordinary
// capitalised word is lowercased, anything else reads as its column does.
const ORDINARY_FIRST_WORD = /^\p{Lu}\p{Ll}*(\s|$)/u;
export const lowerFirst = (label: string) =>
    ORDINARY_FIRST_WORD.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
const SORT_BY = 'ra.sort.sort_by';

/**
 * The console's i18nProvider over the merged strings (src/resources/messages.ts): this folder holds only the
 * shared ones, so the caller, above the resources, passes the whole trees in.
 */
export const createI18nProvider = (
    en: TranslationMessages,
    loadMalay: () => Promise<TranslationMessages>
): I18nProvider => {
    const polyglot = polyglotI18nProvider(
        locale => (locale === 'ms' ? loadMalay() : en),
        'en',
        LOCALES,
        { allowMissing: false }
    );
    return {
        ...polyglot,
        // A server refusal's message carries its own key and arguments (src/api/serverErrors.ts): react-admin's
        // failure toasts pass it as the key, with the same text as the fallback.
        translate: (key, options) => {
            const text = decodedText(key);
            if (text) return polyglot.translate(text.key, text.args);
            if (key === SORT_BY && typeof options?.field === 'string') {
                return polyglot.translate(key, {
                    ...options,
                    field_lower_first: lowerFirst(options.field),
                });
            }
            return polyglot.translate(key, options);
        },
        // The page's language follows the console's, so that screen readers pronounce it right (WCAG 3.1.1).
        changeLocale: async (locale, options) => {
            await polyglot.changeLocale(locale, options);
            setFormatLocale(locale);
            document.documentElement.lang = locale;
        },
    };
};
