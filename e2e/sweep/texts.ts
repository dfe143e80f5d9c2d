import { en, ms } from './messages';

// What must never be on a clerk's screen: technical text, and on a Malay screen the console's own English.

type Messages = { [key: string]: string | Messages };

const leaves = (messages: Messages): string[] =>
    Object.values(messages).flatMap(value => (typeof value === 'string' ? [value] : leaves(value)));

/** A message's forms (polyglot's 'one |||| many'), each as a pattern of a whole text node. */
const patternsOf = (message: string) =>
    message.split('||||').map(form => {
        const parts = form.trim().split(/%\{\w+\}/);
        const escaped = parts.map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        return new RegExp(`^${escaped.join('.+?')}$`);
    });

const malay = new Set(
    leaves(ms as Messages).flatMap(message => message.split('||||').map(s => s.trim()))
);

/**
 * The English texts that Malay replaces: en.ts's messages longer than 3 characters that are no Malay message
 * too (names such as 'WhatsApp' or 'MYR' are the same in both and are left out that way).
 */
const englishOnly = leaves(en as Messages)
    .flatMap(message => message.split('||||').map(form => form.trim()))
    .filter(form => form.replace(/%\{\w+\}/g, '').trim().length > 3 && !malay.has(form))
    .flatMap(patternsOf);

/**
 * Words in camelCase that are a product's own spelling, not an identifier leaking out.
 * 'iPhone' and 'iPad': the phone models the device mockups name; 'WhatsApp' starts with a capital anyway.
 */
const CAMEL_CASE_ALLOWED = new Set(['iPhone', 'iPad']);

const RAW: [string, RegExp][] = [
    ['a placeholder', /%\{/],
    ['undefined', /\bundefined\b/],
    ['NaN', /\bNaN\b/],
    ['null', /\bnull\b/],
    ['an object', /\[object/],
    ['an ISO timestamp', /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
    ['JSON', /\["|\{"/],
];

/** What is wrong with one visible text, as a sentence, or undefined. */
const findProblem = (text: string, locale: string) => {
    for (const [name, pattern] of RAW) if (pattern.test(text)) return `${name} in "${text}"`;
    const camel = text
        .match(/\b[a-z]+[A-Z][a-zA-Z]*\b/g)
        ?.filter(word => !CAMEL_CASE_ALLOWED.has(word));
    if (camel?.length) return `an identifier (${camel[0]}) in "${text}"`;
    if (locale === 'ms' && englishOnly.some(pattern => pattern.test(text)))
        return `English on a Malay screen: "${text}"`;
    return undefined;
};

// The same texts (menus, headings, buttons) are read after every press, and a Malay text is matched against
// every English message: each text is judged once a language.
const judged = new Map<string, string | undefined>();

/** What is wrong with one visible text, as a sentence, or undefined. */
export const problemOf = (text: string, locale: string) => {
    const key = `${locale} ${text}`;
    if (!judged.has(key)) judged.set(key, findProblem(text, locale));
    return judged.get(key);
};

/** The texts that say a role may not be here: react-admin's Access denied page, in both languages. */
export const ACCESS_DENIED = [en, ms].flatMap(messages => {
    const ra = messages.ra as Messages & { page: Messages; message: Messages };
    return [ra.page.access_denied, ra.message.access_denied] as string[];
});

/** A message by its dotted key, e.g. t('ms', 'ra.action.delete'). */
export const t = (locale: string, key: string) => {
    let value: string | Messages = (locale === 'ms' ? ms : en) as Messages;
    for (const part of key.split('.')) value = (value as Messages)[part];
    if (typeof value !== 'string') throw new Error(`No message ${key}`);
    return value;
};
