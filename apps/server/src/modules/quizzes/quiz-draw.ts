import { createHmac } from 'node:crypto';

/** What the draw needs to know of a bank question. */
export interface BankQuestion {
  id: number;
  position: number;
  /** Variants of one question share a concept; null = the question stands alone. */
  concept: string | null;
}

function rank(seed: string, purpose: string, value: string): string {
  return createHmac('sha256', seed).update(`${purpose}:${value}`).digest('base64url');
}

const conceptOf = (question: BankQuestion) =>
  question.concept === null ? `question:${question.id}` : `concept:${question.concept}`;

/**
 * The questions one attempt asks: `perAttempt` concepts of the bank (all of them when null), one
 * variant of each, chosen by keyed hashes of the attempt's secret seed, so the same seed always
 * draws the same set and nobody can predict another attempt's. The result is in bank order.
 * Called once, when the attempt starts; the drawn ids are stored with it.
 */
export function drawQuestions(
  seed: string,
  bank: readonly BankQuestion[],
  perAttempt: number | null,
): number[] {
  const concepts = new Map<string, BankQuestion[]>();
  for (const question of bank) {
    const key = conceptOf(question);
    concepts.set(key, [...(concepts.get(key) ?? []), question]);
  }
  const byRank = <T>(entries: T[], rankOf: (entry: T) => string) =>
    entries
      .map((entry) => ({ entry, rank: rankOf(entry) }))
      .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
      .map(({ entry }) => entry);
  const chosen = byRank([...concepts.keys()], (key) => rank(seed, 'concept', key)).slice(
    0,
    perAttempt ?? concepts.size,
  );
  return chosen
    .map((key) => byRank(concepts.get(key)!, (question) => rank(seed, 'variant', String(question.id)))[0]!)
    .sort((a, b) => a.position - b.position)
    .map((question) => question.id);
}
