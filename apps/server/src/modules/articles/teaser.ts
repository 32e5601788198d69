const TEASER_WORDS = 60;

/**
 * The opening paragraphs of a Markdown body, enough to show what the article is about: whole
 * paragraphs (headings, lists and quotes skipped) until about sixty words, and at most two.
 */
export function teaserMarkdown(markdown: string): string {
  const blocks = markdown
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0 && !/^(#|>|[-*+] |\d+\.|```|\|)/.test(block));
  const picked: string[] = [];
  let words = 0;
  for (const block of blocks) {
    picked.push(block);
    // Whitespace undercounts Thai, so characters stand in: about six per word.
    words += Math.max(block.split(/\s+/).length, Math.round(block.length / 6));
    if (words >= TEASER_WORDS || picked.length >= 2) break;
  }
  return picked.join('\n\n');
}
