import { describe, expect, it } from 'vitest';
import {
  keepThaiWordsWhole,
  prepareThaiCatalog,
  WHOLE_THAI_WORDS,
  withoutLineBreakMarks,
  WORD_JOINER,
  ZERO_WIDTH_SPACE,
} from './thai-line-breaks.ts';

const files = import.meta.glob<Record<string, unknown>>('../locales/th/*.json', {
  eager: true,
  import: 'default',
});

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    strings(child, `${path}.${key}`),
  );
}

/**
 * Where a browser may break a line in prepared text: at the Thai dictionary's word ends (what
 * `Intl.Segmenter` reports, the same ICU data Chromium uses) and at zero-width spaces, except next
 * to a word joiner (Unicode line breaking, rule LB11).
 */
function breakOpportunities(text: string): number[] {
  const segments = new Intl.Segmenter('th', { granularity: 'word' });
  const found = new Set<number>();
  for (const { index } of segments.segment(text)) if (index > 0) found.add(index);
  for (let i = 0; i < text.length; i += 1) if (text[i] === ZERO_WIDTH_SPACE) found.add(i + 1);
  return [...found].filter((at) => text[at - 1] !== WORD_JOINER && text[at] !== WORD_JOINER);
}

describe('Thai line breaking', () => {
  const catalog = Object.entries(files).flatMap(([path, json]) => strings(prepareThaiCatalog(json), path));

  it('needs the glue: the dictionary alone splits each listed word', () => {
    for (const word of WHOLE_THAI_WORDS) {
      expect(
        breakOpportunities(`สมัคร${word}ก่อน`).some((at) => at > 5 && at < 5 + word.length),
        word,
      ).toBe(true);
    }
  });

  it('never breaks inside a listed word, in every Thai string of the catalogs', () => {
    expect(catalog.length).toBeGreaterThan(1000);
    let checked = 0;
    for (const [key, text] of catalog) {
      const breaks = breakOpportunities(text);
      for (const word of WHOLE_THAI_WORDS) {
        const joined = keepThaiWordsWhole(word);
        for (let at = text.indexOf(joined); at >= 0; at = text.indexOf(joined, at + 1)) {
          checked += 1;
          const inside = breaks.filter((point) => point > at && point < at + joined.length);
          expect(inside, `${key}: ${withoutLineBreakMarks(text)}`).toEqual([]);
        }
        // No occurrence is left unprepared.
        expect(withoutLineBreakMarks(text).split(word).length, key).toBe(text.split(joined).length);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('still lets a line break before and after the word, and changes nothing visible', () => {
    const text = keepThaiWordsWhole('สมัครแพ็กเกจก่อน');
    expect(withoutLineBreakMarks(text)).toBe('สมัครแพ็กเกจก่อน');
    const breaks = breakOpportunities(text);
    expect(breaks).toContain(text.indexOf(ZERO_WIDTH_SPACE) + 1);
    expect(breaks).toContain(text.lastIndexOf(ZERO_WIDTH_SPACE) + 1);
    expect(keepThaiWordsWhole('Buy a package')).toBe('Buy a package');
  });
});
