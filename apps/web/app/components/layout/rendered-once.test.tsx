import type { ArticleCard as ArticleCardData } from '@app/contracts/articles';
import type { Locale } from '@app/contracts/locale';
import type { MarketTickers } from '@app/contracts/market';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ArticleGrid } from '../../features/articles/article-card.tsx';
import { MarketSection } from '../../features/market/market-section.tsx';
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

const card = (id: number, locale: Locale): ArticleCardData => ({
  id,
  slug: `article-${id}`,
  locale,
  title: locale === 'th' ? `บทความที่ ${id}` : `Article ${id}`,
  summary: 'What a block is, and why each one points to the one before it.',
  coverImage: id % 2 === 0 ? `/covers/article-${id}.svg` : null,
  coverAlt: null,
  author: 'KUB Academy',
  publishedAt: '2026-11-20T09:00:00.000Z',
  difficulty: 'BEGINNER',
  difficultyKey: 1,
  readingMinutes: 4 + id,
  viewCount: 1200 + id,
  exclusive: id === 2,
  highlighted: false,
  topics: [{ key: 1, name: 'Bitcoin' }],
});

const tickers: MarketTickers = {
  source: 'snapshot',
  asOf: '2026-11-20T09:00:00.000Z',
  tokens: [
    {
      symbol: 'BTC',
      name: 'Bitcoin',
      priceThb: 3231700,
      priceUsd: 95050,
      change24hPercent: 1.84,
      volume24hThb: null,
      volume24hUsd: null,
    },
    {
      symbol: 'DOGE',
      name: 'Dogecoin',
      priceThb: 7.14,
      priceUsd: 0.21,
      change24hPercent: -4.6,
      volume24hThb: null,
      volume24hUsd: null,
    },
  ],
};

/** Cards and prices as a page renders them, each card with a control of the page's own over it. */
function lists(locale: Locale, articles: ArticleCardData[], withRenderApart = true) {
  return renderToString(
    <RenderApartContext.Provider value={withRenderApart ? renderApart : undefined}>
      <MemoryRouter initialEntries={[`/${locale}`]}>
        <I18nextProvider i18n={getI18n(locale)}>
          <MarketSection tickers={tickers} locale={locale} />
          <ArticleGrid
            articles={articles}
            locale={locale}
            renderAction={(article) => <button type="button">{`save ${article.id}`}</button>}
          />
        </I18nextProvider>
      </MemoryRouter>
    </RenderApartContext.Provider>,
  );
}

describe.each(['en', 'th'] as const)('article cards and market prices rendered once, in %s', (locale) => {
  it('keep each card’s text and the prices once, and a page with them is the page without', async () => {
    const articles = [card(1, locale), card(2, locale), card(3, locale)];
    const before = rendersApart;
    const first = lists(locale, articles);
    await afterPage();
    // The market section and three cards' text, each once.
    expect(rendersApart).toBe(before + 4);
    const later = lists(locale, articles);
    await afterPage();
    expect(rendersApart).toBe(before + 4);
    expect(later).toBe(first);
    expect(lists(locale, articles, false)).toBe(first);
    // The page's own control stays the page's: it is not kept with the card.
    expect(first).toContain('save 3</button>');
    expect(lists(locale, articles).replace('save 3', 'save 9')).toBe(
      lists(
        locale,
        articles.map((article) => article),
      ).replace('save 3', 'save 9'),
    );
  });

  it('renders a card again when anything it shows changes', async () => {
    const article = card(4, locale);
    lists(locale, [article]);
    await afterPage();
    const viewed = { ...article, viewCount: article.viewCount + 1 };
    const changed = lists(locale, [viewed]);
    expect(changed).toBe(lists(locale, [viewed], false));
    expect(changed).not.toBe(lists(locale, [article]));
    await afterPage();
  });
});
