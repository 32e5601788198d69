import { PROGRESS_MINIMUM, PROGRESS_TRICKLE_MS } from '@app/contracts/constants';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** How far a trickle step moves: quickly at first, slower as the bar fills, never reaching the end. */
function trickle(progress: number): number {
  const step = progress < 0.2 ? 0.1 : progress < 0.5 ? 0.04 : progress < 0.8 ? 0.02 : 0.005;
  return Math.min(progress + step, 0.994);
}

/** The bar's position after `ticks` trickle steps from the 8 % start. */
function progressAfter(ticks: number): number {
  let progress = PROGRESS_MINIMUM;
  for (let i = 0; i < ticks; i++) progress = trickle(progress);
  return progress;
}

/**
 * A thin bar at the top of the page while a route change loads: it starts at 8 %, trickles every
 * 800 ms, and fills and fades when the new page is ready.
 */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<'idle' | 'loading' | 'done'>('idle');
  const [ticks, setTicks] = useState(0);
  const [wasBusy, setWasBusy] = useState(busy);
  // Follow the navigation's state during render rather than in an effect (no extra render pass).
  if (busy !== wasBusy) {
    setWasBusy(busy);
    setPhase(busy ? 'loading' : 'done');
    if (busy) setTicks(0);
  }

  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = setInterval(() => setTicks((n) => n + 1), PROGRESS_TRICKLE_MS);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), 250);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  const progress = phase === 'done' ? 1 : progressAfter(ticks);
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
