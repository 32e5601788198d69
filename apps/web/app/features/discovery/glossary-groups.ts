import { THAI_CONSONANTS } from '@app/contracts/discovery';

export type GlossaryAlphabet = 'en' | 'th';

export interface GlossaryEntry {
  id: number;
  tag: string;
  thaiInitial: string;
  termEn: string;
  termTh: string;
  /** The start of the definition; the whole of it is on the term's own page. */
  summary: string;
}

export interface GlossaryGroup {
  letter: string;
  entries: GlossaryEntry[];
}

export const LATIN_LETTERS: readonly string[] = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** ก..ฮ, then # for Thai terms that start with Latin script (ERC-20). */
export const THAI_LETTERS: readonly string[] = [...THAI_CONSONANTS, '#'];

export function alphabetLetters(alphabet: GlossaryAlphabet): readonly string[] {
  return alphabet === 'th' ? THAI_LETTERS : LATIN_LETTERS;
}

/** The anchor of a letter's section; code points keep the id ASCII for Thai letters too. */
export function letterAnchor(alphabet: GlossaryAlphabet, letter: string): string {
  return `letter-${alphabet}-${letter === '#' ? 'other' : letter.codePointAt(0)?.toString(16)}`;
}

/** Made on first use: building a collator loads its language's rules, which pages never need. */
const collators = new Map<GlossaryAlphabet, Intl.Collator>();
function collator(alphabet: GlossaryAlphabet): Intl.Collator {
  let found = collators.get(alphabet);
  if (!found) {
    found = new Intl.Collator(alphabet, { sensitivity: 'base', numeric: true });
    collators.set(alphabet, found);
  }
  return found;
}

/**
 * Terms grouped under the letters of one alphabet, in the alphabet's order, each group sorted
 * with that language's collation. Letters without a term are left out. The server groups them,
 * so the browser neither loads collation rules nor sorts while the page becomes interactive.
 */
export function groupGlossary(entries: GlossaryEntry[], alphabet: GlossaryAlphabet): GlossaryGroup[] {
  const letterOf = (entry: GlossaryEntry) => (alphabet === 'th' ? entry.thaiInitial : entry.tag);
  const termOf = (entry: GlossaryEntry) => (alphabet === 'th' ? entry.termTh : entry.termEn);
  const byLetter = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), entry]);
  }
  return alphabetLetters(alphabet)
    .filter((letter) => byLetter.has(letter))
    .map((letter) => ({
      letter,
      entries: (byLetter.get(letter) ?? []).sort((a, b) => collator(alphabet).compare(termOf(a), termOf(b))),
    }));
}
