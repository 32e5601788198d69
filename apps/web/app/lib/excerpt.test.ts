import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';

describe('excerpt', () => {
  it('keeps text that fits', () => {
    expect(excerpt('  Short enough.  ', 'en', 20)).toBe('Short enough.');
  });

  it('cuts English between words and never exceeds the limit', () => {
    const text = 'A login protection that asks for a second proof besides your password.';
    const cut = excerpt(text, 'en', 30);
    expect(cut).toBe('A login protection that asks…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(excerpt('Keys, seeds, and wallets are different things.', 'en', 13)).toBe('Keys, seeds…');
  });

  it('cuts Thai between words, not inside one', () => {
    const text = 'การป้องกันการเข้าสู่ระบบที่ต้องใช้หลักฐานยืนยันอย่างที่สองนอกเหนือจากรหัสผ่าน';
    const cut = excerpt(text, 'th', 25);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(25);
    const kept = cut.slice(0, -1);
    // The kept part ends on a word boundary of the original text.
    const boundaries = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map(
      (s) => s.index + s.segment.length,
    );
    expect(boundaries).toContain(kept.length);
    expect(text.startsWith(kept)).toBe(true);
  });

  it('cuts a single overlong word at the limit', () => {
    expect(excerpt('x'.repeat(50), 'en', 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
