import { CAPTCHA_FIELD, type CaptchaSettings } from '@app/contracts/captcha';
import type { Theme } from '@app/contracts/constants';
import type { Locale } from '@app/contracts/locale';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveTheme } from '../../lib/theme-preference.ts';
import { explicitScriptUrl, loadTurnstile, type Turnstile } from './turnstile.ts';

type Status = 'loading' | 'ready' | 'unavailable';

/** Turnstile's normal widget is 300 px wide; narrower forms (phones) get the compact one. */
const FULL_WIDTH_PX = 300;

/**
 * The captcha of the accounts forms (Turnstile or a compatible service) in the page's language
 * and theme. Its answer travels in a hidden field of the surrounding form and the API judges it.
 * `attempt` is the form's last refusal: each refusal used the answer up (answers work once), so
 * the widget then asks for a new one.
 */
export function CaptchaWidget({
  settings,
  locale,
  error,
  attempt,
}: {
  settings: Extract<CaptchaSettings, { enabled: true }>;
  locale: Locale;
  /** The API's message about the answer (missing or refused). */
  error?: string | undefined;
  attempt: unknown;
}) {
  const { t } = useTranslation('accounts');
  // The page's theme as the reader sees it (chosen, else the system's), not the server's light render.
  const theme: Theme = useEffectiveTheme();
  const id = useId();
  const src = explicitScriptUrl(settings.scriptUrl);
  const siteKey = settings.siteKey;
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ turnstile: Turnstile; id: string | undefined } | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [token, setToken] = useState('');

  // A refused submission used the answer: forget it here, and reset the widget below.
  const [answeredAttempt, setAnsweredAttempt] = useState(attempt);
  if (attempt !== answeredAttempt) {
    setAnsweredAttempt(attempt);
    setToken('');
  }
  useEffect(() => {
    if (attempt && widget.current) widget.current.turnstile.reset(widget.current.id);
  }, [attempt]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let active = true;
    loadTurnstile(src).then(
      (turnstile) => {
        if (!active) return;
        const widgetId = turnstile.render(element, {
          sitekey: siteKey,
          callback: setToken,
          'expired-callback': () => setToken(''),
          'error-callback': () => setToken(''),
          language: locale,
          theme,
          size: element.clientWidth < FULL_WIDTH_PX ? 'compact' : 'flexible',
          'response-field': false,
        });
        widget.current = { turnstile, id: widgetId ?? undefined };
        setStatus('ready');
      },
      () => active && setStatus('unavailable'),
    );
    return () => {
      active = false;
      widget.current?.turnstile.remove(widget.current.id);
      widget.current = null;
      setToken('');
    };
  }, [src, siteKey, locale, theme]);

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      className="mb-4"
      data-testid="captcha"
    >
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('captcha.label')}
      </p>
      <div ref={container} className="mt-1.5 max-w-full" data-testid="captcha-widget" />
      {status === 'loading' && (
        <p
          role="status"
          className="mt-1.5 flex min-h-16 items-center gap-3 rounded-lg border border-dashed border-slate-300 px-3 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400"
        >
          <span
            aria-hidden
            className="size-4 shrink-0 animate-spin rounded-full motion-reduce:animate-none border-2 border-slate-300 border-t-primary-700 dark:border-slate-600 dark:border-t-primary-300"
          />
          {t('captcha.loading')}
        </p>
      )}
      {status === 'unavailable' && (
        <p
          role="alert"
          data-testid="captcha-unavailable"
          className="mt-1.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {t('captcha.unavailable')}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          data-testid="captcha-error"
          className="mt-1.5 text-sm text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
      <input type="hidden" name={CAPTCHA_FIELD} value={token} />
    </div>
  );
}
