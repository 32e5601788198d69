import { createContext, type ReactNode, useContext } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

/**
 * Renders an element to HTML apart from the page, as React renders it within one (given by the
 * server's entry, entry.server.tsx; absent in the browser).
 */
export type RenderApart = (node: ReactNode) => string;
export const RenderApartContext = createContext<RenderApart | undefined>(undefined);

/** HTML of parts kept by `RenderedOnce`, by id: the ids name every input. */
const kept = new Map<string, string>();
/** Parts kept at most (an article card's body is about 2 KB): past it the oldest goes. */
const MAX_KEPT = 2000;
/** Ids rendered apart already (or being rendered), oldest first: each is tried once. */
const tried = new Set<string>();

/**
 * A part of a page that is the same on every page it appears on (the footer, a menu's links when
 * none of them is the current page, an article card's text, the market prices of one snapshot),
 * rendered by the server once per `id` instead of for every page. The first page renders it as
 * usual and asks for it to be rendered apart after that page, outside any render; later pages
 * write the kept HTML into the element as it is. The browser renders the children into the same
 * element and hydrates against that HTML, which is what the page's own render would have written.
 * `id` must name everything the children's HTML depends on (language, year, the values a card
 * shows...); children that read the address, the reader or the theme do not belong here.
 */
export function RenderedOnce({
  id,
  as: Tag,
  className,
  children,
  ...attributes
}: {
  id: string;
  as: 'footer' | 'ul' | 'div' | 'section';
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}) {
  const renderApart = useContext(RenderApartContext);
  const { i18n } = useTranslation();
  const html = renderApart ? kept.get(id) : undefined;
  if (html !== undefined)
    return <Tag {...attributes} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  if (renderApart && !tried.has(id)) {
    if (tried.size >= MAX_KEPT) {
      const oldest = tried.values().next().value as string;
      tried.delete(oldest);
      kept.delete(oldest);
    }
    tried.add(id);
    // Not now: a render inside this one would disturb React's state for the page being rendered.
    setTimeout(() => {
      try {
        kept.set(id, renderApart(<I18nextProvider i18n={i18n}>{children}</I18nextProvider>));
      } catch {
        // Rendered with every page, then, as any other part.
      }
    });
  }
  return (
    <Tag {...attributes} className={className}>
      {children}
    </Tag>
  );
}
