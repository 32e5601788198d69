import { useEffect, useState } from 'react';

/**
 * Seconds left on the server's deadline, counted down on screen from `initial` (null: untimed).
 * It only displays the deadline; the server refuses late answers itself. It restarts from what it
 * shows when `key` (the attempt) changes.
 */
export function useCountdown(initial: number | null, key: unknown): number | null {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left === null) return;
    const started = Date.now();
    const from = left;
    const timer = setInterval(
      () => setLeft(Math.max(0, from - Math.floor((Date.now() - started) / 1000))),
      1000,
    );
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return left;
}
