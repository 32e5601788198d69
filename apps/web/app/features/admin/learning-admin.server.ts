import type { CampaignRule } from '@app/contracts/learning';
import type { ActionResult } from './admin-api.server.ts';

/** A textarea's lines, trimmed, blank ones dropped (one article slug a line). */
export function lines(text: unknown): string[] {
  return String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The API's messages are keyed by its body's paths (`title.en`, `rules.0.articles.1`); the form's
 * fields are flat (`titleEn`, `rules`). `rename` maps a path's first segments to the field name.
 */
export function flattenErrors(result: ActionResult, rename: Record<string, string>): ActionResult {
  if (result.ok) return result;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(result.errors)) {
    const parts = path.split('.');
    const name = rename[parts.slice(0, 2).join('.')] ?? rename[parts[0]!] ?? path;
    errors[name] ??= message;
  }
  return { ...result, errors };
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as the `datetime-local` value of Bangkok's wall clock (`2026-11-24T10:00:00`). */
export function toBangkokLocal(iso: string): string {
  return new Date(Date.parse(iso) + BANGKOK_OFFSET_MS).toISOString().slice(0, 19);
}

/** A `datetime-local` value read as Bangkok time; anything else goes to the API as typed (it refuses it). */
export function fromBangkokLocal(value: unknown): string {
  const text = String(value ?? '').trim();
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d)(:\d\d)?$/.exec(text);
  return match ? `${match[1]}${match[2] ?? ':00'}+07:00` : text;
}

/** A campaign's rules as lines: `read_articles: a, b`, `pop_quiz_days: 3`, `complete_path: slug`. */
export function formatRules(rules: readonly CampaignRule[]): string {
  return rules
    .map((rule) => {
      switch (rule.type) {
        case 'read_articles':
        case 'pass_quizzes':
          return `${rule.type}: ${rule.articles.join(', ')}`;
        case 'pop_quiz_days':
          return `${rule.type}: ${rule.days}`;
        case 'complete_path':
          return `${rule.type}: ${rule.path}`;
      }
    })
    .join('\n');
}

/** The lines of the rules textarea back into rules; the API validates what comes out. */
export function parseRules(text: unknown): unknown[] {
  return lines(text).map((line) => {
    const at = line.indexOf(':');
    const type = (at < 0 ? line : line.slice(0, at)).trim();
    const rest = at < 0 ? '' : line.slice(at + 1).trim();
    if (type === 'read_articles' || type === 'pass_quizzes')
      return { type, articles: rest.split(/[,\s]+/).filter(Boolean) };
    if (type === 'pop_quiz_days') return { type, days: rest === '' ? null : Number(rest) };
    if (type === 'complete_path') return { type, path: rest };
    return { type };
  });
}
