import { wordSegmenter } from '@app/contracts/words';

/**
 * Reading speed in words per minute, per language. English readers average about 200-250 wpm
 * on explanatory text; we take 200 because these articles are technical. Thai is written without
 * spaces between words, so words are found with the dictionary-based word segmentation of
 * `Intl.Segmenter` (ICU), never by counting spaces. ICU splits Thai into short lexical words
 * (`ผู้ขาย` gives `ผู้` + `ขาย`): over our 32 bilingual articles the Thai text counts 1.25-1.6
 * (median 1.4) times as many words as the English one for the same content. So 280 segmented
 * Thai words a minute is the same reading pace as 200 English words, and both versions of one
 * article show about the same time.
 */
export const WORDS_PER_MINUTE: Record<string, number> = { en: 200, th: 280 };
const DEFAULT_WPM = 200;

/** Markdown's syntax (link targets, images, code fences, markers) is not something anyone reads. */
function readableText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n/g, '\n')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

/** Words in a Markdown text, segmented by the rules of its language. */
export function countWords(markdown: string, locale: string): number {
  let words = 0;
  for (const segment of wordSegmenter(locale).segment(readableText(markdown))) {
    if (segment.isWordLike) words += 1;
  }
  return words;
}

/** Whole minutes to read a text, at least one. */
export function readingTime(markdown: string, locale: string): { words: number; minutes: number } {
  const words = countWords(markdown, locale);
  const wpm = WORDS_PER_MINUTE[locale] ?? DEFAULT_WPM;
  return { words, minutes: Math.max(1, Math.round(words / wpm)) };
}
