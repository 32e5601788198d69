import { useEffect, useState } from 'react';

/**
 * The current time, ticking every second once the page is interactive. It starts at the server's
 * time, so the server and the first browser render agree. After that it follows this browser's
 * clock, corrected by the server's only when they disagree by more than a plausible page-load
 * delay (a skewed device clock). The countdowns are for display: the server decides deadlines.
 */
export function useServerNow(serverTime: string): number {
  const [now, setNow] = useState(() => Date.parse(serverTime));
  useEffect(() => {
    const skew = Date.parse(serverTime) - Date.now();
    const offset = Math.abs(skew) > 30_000 ? skew : 0;
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [serverTime]);
  return now;
}

/** Whole seconds from `now` until the instant `until` (ISO), never below zero. */
export function secondsLeft(until: string | null | undefined, now: number): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/** `3725` → `1:02:05`; `65` → `01:05`. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The parts of a duration for a spoken form ('1 h 2 min 5 s'). */
export function durationParts(seconds: number): { key: 'hms' | 'ms' | 's'; h: number; m: number; s: number } {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return { key: h > 0 ? 'hms' : m > 0 ? 'ms' : 's', h, m, s };
}

/**
 * What a screen reader hears about the answer time, derived from the seconds left: the time
 * allowed at the start, then every 30 seconds, at 10 and at 5 seconds, and 0 when time is up.
 * The text changes only at those checkpoints, so a polite live region speaks only then, never
 * every second. Returns the checkpoint in force ('start' until the first one is reached).
 */
export function announcedCheckpoint(remaining: number, allowed: number): number | 'start' {
  if (remaining <= 0) return 0;
  const checkpoints = [5, 10];
  for (let c = 30; c < allowed; c += 30) checkpoints.push(c);
  const reached = checkpoints.filter((c) => c >= remaining && c < allowed);
  return reached.length > 0 ? Math.min(...reached) : 'start';
}
