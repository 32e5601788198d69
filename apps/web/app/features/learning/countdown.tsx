import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDuration } from './learning-format.ts';

/**
 * Time left until `target`, ticking every second. The first render uses the server's clock
 * (`serverNow`), so the server-rendered page and the hydrated one agree; afterwards the device
 * clock moves it, corrected by how far the device was from the server when the page arrived.
 */
export function Countdown({ target, serverNow }: { target: string; serverNow: string }) {
  const { t } = useTranslation('learning');
  const [now, setNow] = useState(() => new Date(serverNow).getTime());
  useEffect(() => {
    const skew = new Date(serverNow).getTime() - Date.now();
    const tick = () => setNow(Date.now() + skew);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [serverNow]);
  const { days, time } = splitDuration(new Date(target).getTime() - now);
  return (
    <time dateTime={target} className="font-mono tabular-nums" data-testid="countdown">
      {t('events.countdown', { days, time })}
    </time>
  );
}
