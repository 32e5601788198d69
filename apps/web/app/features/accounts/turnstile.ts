/** The part of Turnstile's browser API the widget uses; compatible scripts offer the same. */
export interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string | null | undefined;
  reset(widgetId?: string): void;
  remove(widgetId?: string): void;
}

export interface TurnstileOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  language: string;
  theme: 'light' | 'dark';
  size: 'flexible' | 'compact';
  /** Off: the page keeps the answer in its own hidden field. */
  'response-field': boolean;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

/** The script in explicit mode: this page renders the widget, the script does not scan for it. */
export function explicitScriptUrl(scriptUrl: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', 'explicit');
  return url.toString();
}

/** A script that has neither loaded nor failed after this long is treated as unavailable. */
const GIVE_UP_MS = 15_000;

const loading = new Map<string, Promise<Turnstile>>();

/**
 * Loads the widget script once per page and resolves with its API; rejects when the script is
 * blocked, fails, hangs or turns out not to be the widget. The page's policy allows the script's
 * origin, so the element needs no nonce. After a failure the next call tries again.
 */
export function loadTurnstile(src: string): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<Turnstile>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = window.setTimeout(() => reject(new Error(`${src} did not load`)), GIVE_UP_MS);
      script.src = src;
      script.async = true;
      script.onload = () => {
        window.clearTimeout(timer);
        if (window.turnstile) resolve(window.turnstile);
        else reject(new Error(`${src} is not a captcha widget`));
      };
      script.onerror = () => {
        window.clearTimeout(timer);
        script.remove();
        reject(new Error(`${src} failed to load`));
      };
      document.head.append(script);
    });
    loading.set(src, pending);
    pending.catch(() => loading.delete(src));
  }
  return pending;
}
