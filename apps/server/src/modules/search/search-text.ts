/**
 * Word tokens of a text for the search index and for queries, found with ICU word segmentation
 * (Intl.Segmenter) so that Thai, written without spaces, is split into words. The Thai
 * segmenter also splits Latin text correctly, so one segmenter serves mixed text.
 */
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const segment of segmenter.segment(text.normalize('NFC').toLowerCase())) {
    if (segment.isWordLike) tokens.push(segment.segment);
  }
  return tokens;
}

export function uniqueTokens(text: string): string[] {
  return [...new Set(tokenize(text))];
}

/** Markdown to the plain text a reader sees (for indexing and snippets). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A short excerpt of `text` around the first match of any of `terms`, HTML-escaped, with each
 * match wrapped in <mark>. Without a match it is the start of the text.
 */
export function highlight(text: string, terms: string[], radius = 90): string {
  const usable = [...new Set(terms.filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  const pattern = usable.length > 0 ? new RegExp(usable.map(escapeRegExp).join('|'), 'giu') : null;
  const lower = text.toLowerCase();
  let start = 0;
  let end = Math.min(text.length, radius * 2);
  if (pattern) {
    const first = pattern.exec(lower);
    pattern.lastIndex = 0;
    if (first) {
      start = Math.max(0, first.index - radius);
      end = Math.min(text.length, first.index + first[0].length + radius);
    }
  }
  const excerpt = text.slice(start, end);
  const prefix = start > 0 ? '… ' : '';
  const suffix = end < text.length ? ' …' : '';
  if (!pattern) return prefix + escapeHtml(excerpt) + suffix;
  let html = '';
  let last = 0;
  const excerptLower = excerpt.toLowerCase();
  for (const match of excerptLower.matchAll(pattern)) {
    const at = match.index ?? 0;
    html += escapeHtml(excerpt.slice(last, at));
    html += `<mark>${escapeHtml(excerpt.slice(at, at + match[0].length))}</mark>`;
    last = at + match[0].length;
  }
  html += escapeHtml(excerpt.slice(last));
  return prefix + html + suffix;
}
