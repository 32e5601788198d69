const segmenters = new Map<string, Intl.Segmenter>();

/**
 * The word segmenter of a language, made once per locale. Thai is written without spaces, so
 * words are found with ICU's dictionary-based segmentation, never by splitting on spaces.
 */
export function wordSegmenter(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/**
 * The start of `text`, at most `maxLength` characters, cut between words and ended with an
 * ellipsis when anything was dropped. Words come from `Intl.Segmenter`, so Thai, written
 * without spaces, is cut between words too rather than inside one. Segmenting is costly (a
 * glossary's worth is tens of milliseconds): callers compute an excerpt when the text is written.
 */
export function excerpt(text: string, locale: string, maxLength: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxLength) return trimmed;
  let end = 0;
  for (const { index, segment } of wordSegmenter(locale).segment(trimmed)) {
    if (index + segment.length > maxLength - 1) break;
    end = index + segment.length;
  }
  // A single word longer than the limit is cut where the limit falls.
  const head = end === 0 ? trimmed.slice(0, maxLength - 1) : trimmed.slice(0, end);
  return `${head.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}
