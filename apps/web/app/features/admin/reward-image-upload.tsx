import type { ErrorBody } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FieldError, secondaryButtonClass } from './admin-fields.tsx';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Uploads a reward's picture straight to the API (multipart, checked like a cover), then reloads. */
export function RewardImageUpload({
  rewardId,
  image,
  locale,
}: {
  rewardId: number;
  image: string;
  locale: Locale;
}) {
  const { t } = useTranslation(['admin-money', 'admin'], { nsMode: 'fallback' });
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = `reward-image-${rewardId}`;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(`/api/admin/rewards/${rewardId}/image`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { lang: locale, type: 'user' },
        body: form,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
        setError(body.message ?? t('common.failed'));
        return;
      }
      await revalidator.revalidate();
    } catch {
      setError(t('common.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-start gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <img src={image} alt="" className="size-20 rounded-xl object-cover" data-testid={`${id}-preview`} />
      <div>
        <p className="text-sm font-semibold">{t('rewards.image')}</p>
        <label
          className={`${secondaryButtonClass} mt-2 cursor-pointer focus-within:ring-2 focus-within:ring-primary-500`}
        >
          {busy ? t('common.saving') : t('rewards.chooseImage')}
          <input
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={!hydrated || busy}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => void upload(event.currentTarget.files?.[0])}
            data-testid={`${id}-input`}
          />
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('rewards.imageHint')}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
