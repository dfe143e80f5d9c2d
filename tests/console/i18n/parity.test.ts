import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raMalay } from '../../../src/i18n/raMalay';
import { en, loadMalay } from '../../../src/resources/messages';

// English and Bahasa Malaysia must hold the same keys (react-admin's own 'ra.*' keys included),
// no empty value, and the same placeholders per key. A failure lists the keys to fix. The trees are the
// console's as merged (src/resources/messages.ts): the shared strings with every resource folder's.

const ms = await loadMalay();

type Leaves = Map<string, unknown>;

/** Every leaf of a message tree by its dotted key ('app.shell.title'). */
const leaves = (tree: object, prefix = '', into: Leaves = new Map()): Leaves => {
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (value !== null && typeof value === 'object') leaves(value, path, into);
        else into.set(path, value);
    }
    return into;
};

/** Polyglot's %{name} placeholders, and the Radix toast viewport's {hotkey} tokens. */
const placeholders = (text: string): string[] => {
    const polyglot = [...text.matchAll(/%\{(\w+)\}/g)].map(match => `%{${match[1]}}`);
    const bare = [...text.matchAll(/(?<!%)\{(\w+)\}/g)].map(match => `{${match[1]}}`);
    return [...new Set([...polyglot, ...bare])].sort();
};

const PLURAL_SEPARATOR = '||||';
const pluralForms = (text: string): number => text.split(PLURAL_SEPARATOR).length;

const onlyIn = (a: Leaves, b: Leaves): string[] => [...a.keys()].filter(key => !b.has(key));

/** Keys whose values are not strings, or are empty (whitespace-only unless the other side is). */
const badValues = (tree: Leaves, other: Leaves): string[] =>
    [...tree].flatMap(([key, value]) => {
        if (typeof value !== 'string') return [`${key}: not a string (${typeof value})`];
        if (value.length === 0) return [`${key}: empty`];
        const counterpart = other.get(key);
        if (value.trim() === '' && value !== counterpart) return [`${key}: blank`];
        return [];
    });

/** Keys of both trees whose values differ in placeholders or in number of plural forms. */
const mismatches = (a: Leaves, b: Leaves): string[] =>
    [...a].flatMap(([key, value]) => {
        const other = b.get(key);
        if (typeof value !== 'string' || typeof other !== 'string') return [];
        const problems: string[] = [];
        const left = placeholders(value).join(' ');
        const right = placeholders(other).join(' ');
        if (left !== right) problems.push(`${key}: placeholders [${left}] vs [${right}]`);
        if (pluralForms(value) !== pluralForms(other))
            problems.push(`${key}: ${pluralForms(value)} vs ${pluralForms(other)} plural forms`);
        return problems;
    });

const enLeaves = leaves(en);
const msLeaves = leaves(ms);
const raEnglishLeaves = leaves(englishMessages);
const raMalayLeaves = leaves(raMalay);

describe('translations: English and Bahasa Malaysia', () => {
    it('hold the same keys, react-admin keys included', () => {
        expect(onlyIn(enLeaves, msLeaves), 'English keys missing in Malay').toEqual([]);
        expect(onlyIn(msLeaves, enLeaves), 'Malay keys that English does not have').toEqual([]);
        expect(enLeaves.size).toBeGreaterThan(raEnglishLeaves.size);
    });

    it('translate every key of ra-language-english in raMalay, and ms.ts spreads it', () => {
        expect(onlyIn(raEnglishLeaves, raMalayLeaves), 'missing from raMalay.ts').toEqual([]);
        expect(onlyIn(raMalayLeaves, raEnglishLeaves), 'not in ra-language-english').toEqual([]);
        for (const [key, value] of raMalayLeaves) expect(msLeaves.get(key), key).toBe(value);
    });

    it('have no empty value', () => {
        expect(badValues(enLeaves, msLeaves), 'en').toEqual([]);
        expect(badValues(msLeaves, enLeaves), 'ms').toEqual([]);
    });

    it('keep the same placeholders and plural forms per key', () => {
        expect(mismatches(enLeaves, msLeaves)).toEqual([]);
    });

    // Polyglot uses a single plural form for 'ms' (always the first), so a counted Malay string
    // must show the count in that form. bulk_update_*'s first form also serves react-admin's
    // single-record update dialog (with %{recordRepresentation}), and the console has no bulk
    // actions, so it keeps the singular.
    it('show the count in Malay whatever the number', () => {
        const singularFirst = new Set([
            'ra.message.bulk_update_content',
            'ra.message.bulk_update_title',
        ]);
        const translate = polyglotI18nProvider(() => ms, 'ms').translate;
        const counted = [...enLeaves].flatMap(([key, value]) =>
            typeof value === 'string' && value.includes('%{smart_count}') && !singularFirst.has(key)
                ? [key]
                : []
        );
        expect(counted.length).toBeGreaterThan(0);
        const withoutCount = counted.filter(
            key => !translate(key, { smart_count: 7 }).includes('7')
        );
        expect(withoutCount).toEqual([]);
    });
});
