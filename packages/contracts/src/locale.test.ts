import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeFromPath, switchPathLocale } from './locale.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['th-TH,th;q=0.9,en;q=0.8', 'th'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,th;q=0.5', 'th'],
    ['en;q=0.3,th;q=0.7', 'th'],
    ['th;q=0,en', 'en'],
    ['de,fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['*', 'en'],
    ['TH', 'th'],
  ])('%s gives %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('localeFromPath', () => {
  it.each([
    ['/th/legal/privacy-policy', 'th'],
    ['/en', 'en'],
    ['/en?x=1', 'en'],
    ['/fr/page', undefined],
    ['/', undefined],
    ['/thai', undefined],
  ])('%s gives %s', (path, expected) => {
    expect(localeFromPath(path)).toBe(expected);
  });
});

describe('switchPathLocale', () => {
  it('keeps the page and its query', () => {
    expect(switchPathLocale('/en/legal/privacy-policy?x=1', 'th')).toBe('/th/legal/privacy-policy?x=1');
    expect(switchPathLocale('/th', 'en')).toBe('/en');
    expect(switchPathLocale('/articles', 'th')).toBe('/th/articles');
  });
});
