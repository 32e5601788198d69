import { parse } from 'yaml';

/** Splits a Markdown file into its YAML front matter and its body. */
export function parseFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source.trim() };
  const data = parse(match[1] ?? '') as Record<string, unknown> | null;
  return { data: data ?? {}, body: source.slice(match[0].length).trim() };
}
