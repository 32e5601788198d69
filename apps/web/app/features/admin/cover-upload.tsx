import type { ErrorBody } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FieldError, secondaryButtonClass } from './admin-fields.tsx';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Uploads an article cover straight to the API (multipart), then reloads the page's data. */
export function CoverUpload({
  articleId,
  coverImage,
  locale,
}: {
  articleId: number;
  coverImage: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation('admin');
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(`/api/admin/articles/${articleId}/cover`, {
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
    <div>
      <p className="text-sm font-semibold">{t('articles.cover')}</p>
      {coverImage ? (
        <img
          src={coverImage}
          alt=""
          className="mt-2 aspect-[2/1] w-full max-w-md rounded-xl object-cover"
          data-testid="cover-preview"
        />
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('articles.noCover')}</p>
      )}
      <label className={`${secondaryButtonClass} mt-3 cursor-pointer`}>
        {busy ? t('common.saving') : t('articles.chooseCover')}
        <input
          type="file"
          accept={ACCEPT}
          className="sr-only"
          disabled={!hydrated || busy}
          aria-describedby={error ? 'cover-error' : 'cover-hint'}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
          data-testid="cover-input"
        />
      </label>
      <p id="cover-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('articles.coverHint')}
      </p>
      <FieldError id="cover-error" message={error} />
    </div>
  );
}
