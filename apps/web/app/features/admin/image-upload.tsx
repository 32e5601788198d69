import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FieldError, secondaryButtonClass } from './admin-fields.tsx';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Uploads an image (an article cover, a reward's picture) straight to the API as multipart, then
 * reloads the page's data. `id` names the input, its hint and its error; `children` is the
 * current image, shown under the title.
 */
export function ImageUpload({
  id,
  title,
  choose,
  hint,
  send,
  children,
}: {
  id: string;
  title: string;
  choose: string;
  hint: string;
  send: (file: File) => Promise<unknown>;
  children?: ReactNode;
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
      await send(file);
      await revalidator.revalidate();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.body?.message ? caught.body.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <p className="text-sm font-semibold">{title}</p>
      {children}
      <label
        className={`${secondaryButtonClass} ${children ? 'mt-3' : 'mt-2'} cursor-pointer focus-within:ring-2 focus-within:ring-primary-500`}
      >
        {busy ? t('common.saving') : choose}
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
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
