import { describe, expect, it } from 'vitest';
import { announcedCheckpoint, clockText, durationParts, secondsLeft } from './countdown.ts';

describe('pop quiz countdowns', () => {
  it('formats the clock and its spoken parts', () => {
    expect(clockText(3725)).toBe('1:02:05');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(0)).toBe('00:00');
    expect(durationParts(3725)).toEqual({ key: 'hms', h: 1, m: 2, s: 5 });
    expect(durationParts(42).key).toBe('s');
  });

  it('counts down to an instant and never below zero', () => {
    const now = Date.parse('2026-11-22T03:00:00Z');
    expect(secondsLeft('2026-11-22T03:01:00.000Z', now)).toBe(60);
    expect(secondsLeft('2026-11-22T02:59:00.000Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
  });

  it('announces at sensible intervals, not every second', () => {
    const spoken = Array.from({ length: 61 }, (_, i) => announcedCheckpoint(60 - i, 60));
    const changes = spoken.filter((value, i) => i === 0 || value !== spoken[i - 1]);
    expect(changes).toEqual(['start', 30, 10, 5, 0]);
    expect(announcedCheckpoint(44, 45)).toBe('start');
    expect(announcedCheckpoint(30, 45)).toBe(30);
  });
});
