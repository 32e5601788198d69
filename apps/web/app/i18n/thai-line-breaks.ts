/**
 * Thai has no spaces between words; browsers break lines where their dictionary (ICU) sees word
 * ends. Loanwords it does not know get split mid-word ("แพ็กเก | จ"). Catalog strings are prepared
 * once, when a language loads: inside each of these words a WORD JOINER (U+2060, "no break here")
 * sits between letters, and a ZERO WIDTH SPACE (U+200B, "a break may go here") marks its ends where
 * Thai letters touch it. Both are invisible and take no room.
 */
export const WORD_JOINER = '\u2060';
export const ZERO_WIDTH_SPACE = '\u200B';

/** Words the browser's Thai dictionary splits (found with `Intl.Segmenter('th')`); add as met. */
export const WHOLE_THAI_WORDS = ['แพ็กเกจ', 'คริปโต', 'โทเคน'] as const;

const THAI_LETTER = /[\u0E01-\u0E4E]/;
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

function glued(word: string): string {
  return [...graphemes.segment(word)].map((part) => part.segment).join(WORD_JOINER);
}

const GLUED = WHOLE_THAI_WORDS.map((word) => ({ word, glued: glued(word) }));

/** One string, with each listed word kept whole and breakable at its ends. */
export function keepThaiWordsWhole(text: string): string {
  let out = text;
  for (const { word, glued: joined } of GLUED) {
    if (!out.includes(word)) continue;
    out = out
      .split(word)
      .reduce((all, part, index) =>
        index === 0
          ? part
          : `${all}${THAI_LETTER.test(all.at(-1) ?? '') ? ZERO_WIDTH_SPACE : ''}${joined}${
              THAI_LETTER.test(part[0] ?? '') ? ZERO_WIDTH_SPACE : ''
            }${part}`,
      );
  }
  return out;
}

/** A whole catalog (nested objects of strings), prepared for Thai line breaking. */
export function prepareThaiCatalog<T>(catalog: T): T {
  if (typeof catalog === 'string') return keepThaiWordsWhole(catalog) as T;
  if (!catalog || typeof catalog !== 'object') return catalog;
  return Object.fromEntries(
    Object.entries(catalog as Record<string, unknown>).map(([key, value]) => [
      key,
      prepareThaiCatalog(value),
    ]),
  ) as T;
}

/** The text as typed in the catalog: without the invisible line-break marks. */
export function withoutLineBreakMarks(text: string): string {
  return text.replaceAll(WORD_JOINER, '').replaceAll(ZERO_WIDTH_SPACE, '');
}
