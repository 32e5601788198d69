import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each(['/en/profile', '/th/articles/bitcoin?tab=quiz#top', '/en'])('keeps the site path %s', (path) => {
    expect(safeRedirect(path, 'en')).toBe(path);
  });

  it.each([
    '//evil.example/en',
    '/\\evil.example',
    'https://evil.example/en',
    'javascript:alert(1)',
    '/\t/evil.example',
    'en/profile',
    '',
    null,
    `/${'a'.repeat(600)}`,
  ])('sends %s home instead', (target) => {
    expect(safeRedirect(target, 'th')).toBe('/th');
  });

  it('builds a login link that returns to the page', () => {
    expect(loginPath('en', '/en/profile?x=1')).toBe('/en/login?redirectTo=%2Fen%2Fprofile%3Fx%3D1');
  });
});
