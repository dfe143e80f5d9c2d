import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, loadMalay } from '../../../src/resources/messages';

// Every message key the console names in its source exists in both languages. The parity test compares the
// two languages with each other; this one compares them with the code, so a key written under the wrong
// section (the screen would show the raw key) fails here rather than on a clerk's screen.

const ms = await loadMalay();
const root = path.resolve(import.meta.dirname, '..', '..', '..');
type Messages = { [key: string]: string | Messages };

const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(file => /\.tsx?$/.test(file) && !file.startsWith(`i18n${path.sep}`))
    .map(file => readFileSync(path.join(root, 'src', file), 'utf8'));

/** Whole keys in quotes: 'app.x.y'. Keys built from a template (`app.x.${y}`) are not whole and not listed. */
const named = [
    ...new Set(
        sources.flatMap(text =>
            [...text.matchAll(/['"`]((?:app|resources)\.[a-z0-9_]+(?:\.[a-z0-9_]+)+)['"`]/gi)].map(
                match => match[1]
            )
        )
    ),
];

const lookUp = (messages: Messages, key: string) =>
    key
        .split('.')
        .reduce<string | Messages | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            messages
        );

describe('message keys', () => {
    it('finds the keys the source names', () => {
        // Guards the pattern itself: an empty list would pass the test below on anything.
        expect(named.length).toBeGreaterThan(200);
    });

    it.each([
        ['en', en],
        ['ms', ms],
    ])('has every key the console names in %s', (_locale, messages) => {
        const missing = named.filter(key => lookUp(messages as Messages, key) === undefined);
        expect(missing).toEqual([]);
    });
});
