import { PROGRESS_MINIMUM, PROGRESS_TRICKLE_MS } from '@app/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

/** How far a trickle step moves: quickly at first, slower as the bar fills, never reaching the end. */
function trickle(progress: number): number {
  const step = progress < 0.2 ? 0.1 : progress < 0.5 ? 0.04 : progress < 0.8 ? 0.02 : 0.005;
  return Math.min(progress + step, 0.994);
}

/**
 * A thin bar at the top of the page while a route change loads: it starts at 8 %, trickles every
 * 800 ms, and fills and fades when the new page is ready.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => {
    if (busy) {
      setProgress(PROGRESS_MINIMUM);
      timer.current = setInterval(
        () => setProgress((p) => (p === null ? p : trickle(p))),
        PROGRESS_TRICKLE_MS,
      );
      return () => clearInterval(timer.current);
    }
    setProgress((p) => (p === null ? null : 1));
    const hide = setTimeout(() => setProgress(null), 250);
    return () => clearTimeout(hide);
  }, [busy]);

  if (progress === null) return null;
  return (
    <div
      data-testid="progress-bar"
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5"
    >
      <div
        className="h-full bg-primary-500 shadow-[0_0_8px] shadow-primary-500 transition-[width,opacity] duration-200 ease-out"
        style={{ width: `${progress * 100}%`, opacity: progress >= 1 ? 0 : 1 }}
      />
    </div>
  );
}
