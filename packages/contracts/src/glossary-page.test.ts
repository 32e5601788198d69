import { describe, expect, it } from 'vitest';
import {
  GLOSSARY_PAGE_SIZE,
  type GlossaryEntry,
  glossaryPage,
  groupGlossary,
  letterAnchor,
  letterOfAnchor,
  THAI_LETTERS,
} from './glossary-page.ts';

const entry = (
  id: number,
  termEn: string,
  termTh: string,
  tag: string,
  thaiInitial: string,
): GlossaryEntry => ({
  id,
  termEn,
  termTh,
  tag,
  thaiInitial,
  summary: '',
});

describe('glossary groups', () => {
  const entries = [
    entry(1, 'Wallet', 'กระเป๋าเงิน', 'W', 'ก'),
    entry(2, 'Airdrop', 'แอร์ดรอป', 'A', 'อ'),
    entry(3, '51% Attack', 'การโจมตีแบบ 51%', '#', 'ก'),
    entry(4, 'ERC-20', 'ERC-20 (มาตรฐาน)', 'E', '#'),
  ];

  it('groups by English letter, # first', () => {
    expect(groupGlossary(entries, 'en').map((g) => g.letter)).toEqual(['#', 'A', 'E', 'W']);
  });

  it('groups by Thai consonant in dictionary order, Latin-script Thai terms last', () => {
    const groups = groupGlossary(entries, 'th');
    expect(groups.map((g) => g.letter)).toEqual(['ก', 'อ', '#']);
    expect(groups[0]?.entries.map((e) => e.id)).toEqual([1, 3]);
  });

  it('has the 44 Thai consonants and ASCII anchors', () => {
    expect(THAI_LETTERS).toHaveLength(45);
    expect(THAI_LETTERS).not.toContain('ฤ');
    expect(letterAnchor('th', 'ก')).toBe('letter-th-e01');
    expect(letterAnchor('en', '#')).toBe('letter-en-other');
  });
});

describe('glossary pages', () => {
  const many = Array.from({ length: GLOSSARY_PAGE_SIZE * 2 + 5 }, (_, i) =>
    entry(
      i + 1,
      `${i < GLOSSARY_PAGE_SIZE + 3 ? 'A' : 'B'}term ${String(i).padStart(3, '0')}`,
      `ก${i}`,
      i < GLOSSARY_PAGE_SIZE + 3 ? 'A' : 'B',
      i % 2 ? 'ก' : 'ข',
    ),
  );

  it('cuts the list into pages of GLOSSARY_PAGE_SIZE, a letter spread over two heading both', () => {
    const first = glossaryPage(many, 'en', null);
    expect(first.pageCount).toBe(3);
    expect(first.page).toBe(1);
    expect(first.groups.map((g) => [g.letter, g.entries.length])).toEqual([['A', GLOSSARY_PAGE_SIZE]]);
    const second = glossaryPage(many, 'en', '2');
    expect(second.groups.map((g) => [g.letter, g.entries.length])).toEqual([
      ['A', 3],
      ['B', GLOSSARY_PAGE_SIZE - 3],
    ]);
    expect(glossaryPage(many, 'en', '3').groups.flatMap((g) => g.entries)).toHaveLength(5);
  });

  it('knows where each letter starts, in both alphabets', () => {
    const { letterPages } = glossaryPage(many, 'en', '1');
    expect(letterPages.en).toEqual({ A: 1, B: 2 });
    expect(letterPages.th).toEqual({ ก: 1, ข: 2 });
  });

  it('reads anything but a page number as the first page, and a number past the end as the last', () => {
    for (const bad of [null, '', 'abc', '0', '-2', '1.5', '1e3x'])
      expect(glossaryPage(many, 'en', bad).page).toBe(1);
    expect(glossaryPage(many, 'en', '99').page).toBe(3);
    expect(glossaryPage([], 'th', '5')).toMatchObject({ page: 1, pageCount: 1, groups: [] });
  });

  it('reads the letter of an old anchor, and nothing else', () => {
    expect(letterOfAnchor('#letter-en-53')).toEqual({ alphabet: 'en', letter: 'S' });
    expect(letterOfAnchor('#letter-th-e1a')).toEqual({ alphabet: 'th', letter: 'บ' });
    expect(letterOfAnchor('#letter-en-other')).toEqual({ alphabet: 'en', letter: '#' });
    expect(letterOfAnchor('#term-12')).toBeUndefined();
    expect(letterOfAnchor('#letter-xx-53')).toBeUndefined();
  });
});
