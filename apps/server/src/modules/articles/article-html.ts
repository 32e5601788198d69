import { renderMarkdown } from '../../lib/markdown.ts';
import { teaserMarkdown } from './teaser.ts';

export interface ArticleHtml {
  bodyHtml: string;
  teaserHtml: string;
}

/**
 * A translation's body and teaser as safe HTML. Rendering and sanitising cost more than the rest
 * of an article request together, so they run when the body is written, and readers get the
 * stored result.
 */
export function articleHtml(body: string): ArticleHtml {
  return { bodyHtml: renderMarkdown(body), teaserHtml: renderMarkdown(teaserMarkdown(body)) };
}
