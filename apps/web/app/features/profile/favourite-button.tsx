import type { Locale } from '@app/contracts/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api.ts';
import { isOffline, tellWorker } from '../../lib/offline-worker.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { profileClient } from './profile-client.ts';

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      />
    </svg>
  );
}

/**
 * The heart on an article card or page: saves or unsaves the article for the signed-in user.
 * `initialSaved` comes from GET /api/client/favorites/saved?ids=... (or true on the favourites page).
 * A saved article is kept by the service worker for offline reading; an unsaved one is dropped.
 */
export function FavouriteButton({
  articleId,
  href,
  locale,
  initialSaved = false,
  title,
  onChange,
  ready = true,
  className = '',
}: {
  articleId: number;
  /** The article page's address, kept offline while the article is a favourite. */
  href: string;
  locale: Locale;
  initialSaved?: boolean;
  /** The article's title, so a screen reader hears which article the button is for. */
  title?: string;
  onChange?: (saved: boolean) => void;
  /** False while the saved state is still being fetched: the button waits rather than guess. */
  ready?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [saved, setSaved] = useState(initialSaved);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const toggle = async () => {
    const next = !saved;
    setBusy(true);
    setSaved(next);
    try {
      await profileClient(locale).setFavorite(articleId, next ? 'SAVED' : 'UNSAVED');
      tellWorker(
        next
          ? { type: 'keep-favourites', urls: [href], complete: false }
          : { type: 'drop-favourite', url: href },
      );
      toast.show(next ? t('favoriteButton.saved') : t('favoriteButton.removed'), { tone: 'success' });
      onChange?.(next);
    } catch (error) {
      setSaved(!next);
      const message =
        error instanceof ApiError && error.status === 401
          ? t('favoriteButton.signIn')
          : error instanceof ApiError
            ? error.body.message
            : isOffline()
              ? t('common:offline.action')
              : // The catalogue's INTERNAL message, without the whole catalogue on every article page.
                t('favoriteButton.failed');
      toast.show(message, { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const label = saved ? t('favoriteButton.unsave') : t('favoriteButton.save');
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={!hydrated || busy || !ready}
      aria-pressed={saved}
      aria-label={title ? `${label}: ${title}` : label}
      title={label}
      data-testid="favourite-button"
      className={`inline-flex size-10 items-center justify-center rounded-full border transition-colors disabled:opacity-70 ${
        saved
          ? 'border-rose-300 bg-rose-50 text-rose-700 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-300'
          : 'border-slate-300 bg-white text-slate-600 hover:border-rose-400 hover:text-rose-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300'
      } ${className}`}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
