import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

const POLL_MS = 4000;

/**
 * Reloads the page's data every few seconds while it is visible, and at once when the window
 * gets focus back, so a deposit the exchange announces shows up (pending, then credited) without
 * a reload. Hidden tabs do not poll.
 */
export function useDepositPolling(): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle')
        void revalidator.revalidate();
    };
    const timer = window.setInterval(refresh, POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [revalidator]);
}
