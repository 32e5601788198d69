import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect, sitePath } from './safe-redirect.ts';

/** Forms that browsers, proxies or a later decoding step could read as another host. */
const HOSTILE = [
  '//evil.example/en',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https://evil.example/en',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\nSet-Cookie: a=b',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%09/evil.example',
  '/%0D%0ALocation:%20https://evil.example',
  '/%255Cevil.example',
  '/%25252F%25252Fevil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  '/en/%E0%A4%A',
  ' /en',
  'en/profile',
  '',
  null,
  undefined,
  42,
  ['/en'],
  `/${'a'.repeat(600)}`,
];

describe('sitePath', () => {
  it.each([
    '/en/profile',
    '/th/articles/bitcoin?tab=quiz#top',
    '/en',
    '/th/search?q=%E0%B8%9A%E0%B8%B4%E0%B8%95',
  ])('keeps the site path %s', (path) => {
    expect(sitePath(path)).toBe(path);
  });

  it('keeps a query that merely mentions a slash or backslash', () => {
    expect(sitePath('/en/search?q=a%5Cb%2F%2Fc')).toBe('/en/search?q=a%5Cb%2F%2Fc');
  });

  it.each(HOSTILE.map((target) => [JSON.stringify(target), target]))('refuses %s', (_name, target) => {
    expect(sitePath(target)).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('sends hostile targets to the fallback, by default the locale home', () => {
    for (const target of HOSTILE) {
      expect(safeRedirect(target, 'th')).toBe('/th');
      expect(safeRedirect(target, 'en', '/en/profile')).toBe('/en/profile');
    }
  });

  it('builds a login link that returns to the page', () => {
    expect(loginPath('en', '/en/profile?x=1')).toBe('/en/login?redirectTo=%2Fen%2Fprofile%3Fx%3D1');
    expect(loginPath('en', '/\\evil.example')).toBe('/en/login?redirectTo=%2Fen');
  });
});
