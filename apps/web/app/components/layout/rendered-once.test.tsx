import type { Locale } from '@app/contracts/locale';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n, loadLocale } from '../../i18n/i18n.ts';
import { LEARN_LINKS } from '../../lib/site-map.ts';
import { Footer } from './footer.tsx';
import { NavMenu } from './nav-menu.tsx';
import { RenderApartContext } from './rendered-once.tsx';

await loadLocale('en');
await loadLocale('th');

let rendersApart = 0;
const renderApart = (node: ReactNode) => {
  rendersApart += 1;
  return renderToString(<MemoryRouter>{node}</MemoryRouter>);
};

/** The frame's parts as a page renders them on the server, at `path`. */
function page(locale: Locale, path: string, withRenderApart = true) {
  return renderToString(
    <RenderApartContext.Provider value={withRenderApart ? renderApart : undefined}>
      <MemoryRouter initialEntries={[path]}>
        <I18nextProvider i18n={getI18n(locale)}>
          <NavMenu locale={locale} name="learn" links={LEARN_LINKS} triggerClass="" />
          <Footer locale={locale} />
        </I18nextProvider>
      </MemoryRouter>
    </RenderApartContext.Provider>,
  );
}

/** Lets the renders the first page asked for run (they wait for the page to end). */
const afterPage = () => new Promise((done) => setTimeout(done, 5));

describe.each(['en', 'th'] as const)('parts of the page frame rendered once, in %s', (locale) => {
  it('are rendered apart once, after the first page, and later pages carry the very same HTML', async () => {
    const before = rendersApart;
    const first = page(locale, `/${locale}/shop`);
    expect(rendersApart).toBe(before);
    await afterPage();
    // The footer and the Learn menu, each once.
    expect(rendersApart).toBe(before + 2);
    const later = page(locale, `/${locale}/dashboard`);
    await afterPage();
    expect(rendersApart).toBe(before + 2);
    expect(later).toBe(first);
    // What a page rendered without any kept part (the browser hydrates against this) is the same.
    expect(page(locale, `/${locale}/shop`, false)).toBe(first);
    expect(first).toContain('<footer');
  });

  it('leave a menu whose link is the current page to the page, which marks that link', async () => {
    const path = `/${locale}${LEARN_LINKS[0]!.path}`;
    page(locale, `/${locale}/shop`);
    await afterPage();
    const current = page(locale, path);
    expect(current).toContain('aria-current="page"');
    expect(current).toBe(page(locale, path, false));
    // The same address in capitals or encoded is the same page for the router: still marked.
    const upper = `/${locale}${LEARN_LINKS[0]!.path.toUpperCase()}`;
    expect(page(locale, upper)).toContain('aria-current="page"');
  });
});
