import { describe, expect, it } from 'vitest';
import { type GlossaryEntry, groupGlossary, letterAnchor, THAI_LETTERS } from './glossary-groups.ts';

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
