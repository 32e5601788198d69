import { describe, expect, it } from 'vitest';
import { DEMO_EXCHANGE_ACCOUNTS } from './demo-accounts.ts';
import { pageLang, renderExchangePage } from './exchange-pages.ts';

const THAI = /[\u0E00-\u0E7F]/;

describe("the demo exchange's pages", () => {
  const page = (lang: 'en' | 'th', signIn: boolean) =>
    renderExchangePage({
      lang,
      base: '/demo/exchange/interaction/abc',
      accounts: DEMO_EXCHANGE_ACCOUNTS,
      problem: 'emailTaken',
      signIn,
      fontUrl: '/demo/exchange/thai-font.woff2',
    });

  it('speaks Thai, marked lang="th", when the site asks in Thai', () => {
    for (const signIn of [true, false]) {
      const html = page('th', signIn);
      expect(html).toContain('<html lang="th">');
      expect(html).toContain(signIn ? 'เข้าสู่ระบบกระดานเทรด (สาธิต)' : 'บัญชีกระดานเทรด (สาธิต)');
      expect(html).toContain('เปิดบัญชี</button>');
      expect(html).toContain('มีบัญชีกระดานเทรดที่ใช้อีเมลนี้อยู่แล้ว');
      expect(html).toContain('KYC ระดับ 2');
      expect(html).toContain('url(/demo/exchange/thai-font.woff2)');
      // No English sentence is left: every text between tags is Thai, a name, an e-mail or a code.
      const texts = html
        .replace(/<style>[\s\S]*?<\/style>/, '')
        .split(/<[^>]+>/)
        .map((text) => text.trim())
        .filter((text) => /[a-z]{4,} [a-z]{3,}/i.test(text) && !THAI.test(text));
      const names = DEMO_EXCHANGE_ACCOUNTS.map((a) => a.name);
      expect(texts.filter((text) => !names.includes(text) && text !== 'English')).toEqual([]);
      // Its forms keep the language.
      expect(html).toMatch(/action="[^"]+\?lang=th"/);
      expect(html).not.toMatch(/action="[^"]+\?lang=en"/);
    }
  });

  it('stays in English otherwise, with a way to Thai', () => {
    const html = page('en', true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Exchange sign-in (demo)');
    expect(html).not.toMatch(/<h1>[^<]*[\u0E00-\u0E7F]/);
    expect(html).toContain('href="/demo/exchange/interaction/abc?lang=th" lang="th"');
  });

  it('takes the language from the address first, then ui_locales, else English', () => {
    expect(pageLang(null, 'th')).toBe('th');
    expect(pageLang(null, 'fr th-TH')).toBe('th');
    expect(pageLang('en', 'th')).toBe('en');
    expect(pageLang('th')).toBe('th');
    expect(pageLang(undefined, undefined)).toBe('en');
    expect(pageLang('xx', 'de')).toBe('en');
  });
});
