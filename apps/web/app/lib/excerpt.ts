import { wordSegmenter } from '@app/contracts/words';

/**
 * The start of `text`, at most `maxLength` characters, cut between words and ended with an
 * ellipsis when anything was dropped. Words come from `Intl.Segmenter`, so Thai, written
 * without spaces, is cut between words too rather than inside one.
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
