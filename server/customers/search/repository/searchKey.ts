/**
 * The marks that split a field into words for the trigram index, each paired with a stand-in: a letter of the
 * International Phonetic Alphabet (clicks, a glottal stop) that PostgreSQL counts as a letter, that no
 * lower-casing changes, and that no name, loginID or email is expected to hold. The searched text swaps each
 * mark for its stand-in and each stand-in for its mark (migration 012, which spells the same pairs out), and a
 * search's fragment is swapped the same way: one-to-one, so a fragment appears in a field exactly when its swap
 * appears in the swapped field, whatever the field holds, stand-ins included.
 */
const SEPARATORS = " .@-_'+";
const STAND_INS = 'ǂǁǀǃʘʔƻ';

const swaps = new Map<string, string>();
for (const [index, mark] of [...SEPARATORS].entries()) {
    const standIn = STAND_INS[index] as string;
    swaps.set(mark, standIn);
    swaps.set(standIn, mark);
}

/** The fragment as the searched text spells it (the text already lower-case). */
export const searchKey = (text: string): string =>
    Array.from(text, character => swaps.get(character) ?? character).join('');
