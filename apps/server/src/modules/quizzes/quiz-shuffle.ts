import { createHmac, randomBytes } from 'node:crypto';

/** A new attempt's secret: it orders and names the options, and is never sent to the browser. */
export function newAttemptSeed(): string {
  return randomBytes(24).toString('base64url');
}

function mac(seed: string, purpose: string, id: number): string {
  return createHmac('sha256', seed).update(`${purpose}:${id}`).digest('base64url');
}

/**
 * The option's name within one attempt. It is a keyed hash of the option id, so neither the
 * database order nor another attempt's names tell which option it is.
 */
export function optionKey(seed: string, optionId: number): string {
  return mac(seed, 'key', optionId).slice(0, 16);
}

/** The attempt's own order of a question's options: sorted by a keyed hash, so every attempt differs. */
export function shuffleOptions<T extends { id: number }>(seed: string, options: readonly T[]): T[] {
  return options
    .map((option) => ({ option, rank: mac(seed, 'order', option.id) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .map((entry) => entry.option);
}

/**
 * Which wrong options a hint removes: all but one of them, at most two (a fifty-fifty on a
 * four-option question). With a single wrong option nothing is removed: that would give the
 * answer away, so the hint is its clue only.
 */
export function optionsRemovedByHint(seed: string, wrongOptionIds: readonly number[]): number[] {
  const count = Math.min(2, Math.max(0, wrongOptionIds.length - 1));
  return shuffleOptions(
    seed,
    wrongOptionIds.map((id) => ({ id })),
  )
    .slice(0, count)
    .map((option) => option.id);
}
