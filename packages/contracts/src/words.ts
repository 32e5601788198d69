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
