import { describe, expect, it } from 'vitest';
import { pagePath } from './ssr.ts';

describe('the address a page request renders', () => {
  it('collapses leading slashes, which would otherwise read as a host', () => {
    expect(pagePath('//')).toBe('/');
    expect(pagePath('///en/articles')).toBe('/en/articles');
    expect(pagePath('/\\\\evil.example')).toBe('/evil.example');
    expect(pagePath('/en/articles?page=2')).toBe('/en/articles?page=2');
  });

  it("renders the language's not-found page for an encoded NUL in the path or the query", () => {
    expect(pagePath('/en/verify/%00')).toBe('/en/__not-found');
    expect(pagePath('/th/glossary?q=a%00b')).toBe('/th/__not-found');
    expect(pagePath('/%00')).toBe('/en/__not-found');
    expect(pagePath('/th/quizzes/%00/result.data?_routes=x')).toBe('/th/__not-found.data');
  });
});
