import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Spec §4: leaving mid-quiz asks first, both for a link inside the site (`question` in a confirm
 * dialog) and for closing or reloading the tab (the browser's own dialog). `shouldAsk` is read
 * at the moment of leaving, so a page moving on to its result can turn it off just before.
 */
export function useLeaveGuard(guarded: boolean, shouldAsk: () => boolean, question: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded && shouldAsk() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!guarded) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their leave dialog only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarded]);
}
