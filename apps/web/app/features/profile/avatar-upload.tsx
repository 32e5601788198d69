import { AVATAR_MAX_BYTES } from '@app/contracts/constants';
import { errorMessage } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { profileClient } from './profile-client.ts';
import { FieldError } from '../../components/ui/text-field.tsx';

/**
 * Picks, previews and uploads a profile picture. A file over 5 MB is refused before it is sent,
 * with the same message the server gives.
 */
export function AvatarUpload({
  locale,
  avatarUrl,
  initials,
}: {
  locale: Locale;
  avatarUrl: string | null;
  initials: string;
}) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  const [current, setCurrent] = useState(avatarUrl);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      setError(errorMessage('AVATAR_TOO_LARGE', locale));
      return;
    }
    setError(undefined);
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const { avatarUrl: saved } = await profileClient(locale).uploadAvatar(file);
      setCurrent(saved);
      setPreview(null);
      toast.show(t('avatar.uploaded'), { tone: 'success' });
    } catch (failure) {
      setPreview(null);
      setError(failure instanceof ApiError ? failure.body.message : errorMessage('INTERNAL', locale));
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? current;
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="avatar-upload">
      <div className="size-32 overflow-hidden rounded-full border-4 border-white bg-primary-100 shadow ring-1 ring-slate-200 dark:border-slate-900 dark:bg-primary-950 dark:ring-slate-700">
        {shown ? (
          <img
            src={shown}
            alt={t('avatar.alt')}
            width={128}
            height={128}
            className="size-full object-cover"
            data-testid="avatar-image"
          />
        ) : (
          <span
            role="img"
            aria-label={t('avatar.none')}
            className="flex size-full items-center justify-center text-4xl font-bold text-primary-800 dark:text-primary-200"
          >
            {initials}
          </span>
        )}
      </div>
      <div>
        <label
          htmlFor="avatar-file"
          className="inline-flex cursor-pointer rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:border-primary-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600 dark:border-slate-700"
        >
          {busy ? t('avatar.uploading') : t('avatar.choose')}
          <input
            id="avatar-file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={choose}
            disabled={!hydrated || busy}
            aria-describedby={`avatar-hint${error ? ' avatar-error' : ''}`}
            className="sr-only"
            data-testid="avatar-input"
          />
        </label>
        <p id="avatar-hint" className="mt-2 max-w-56 text-xs text-slate-600 dark:text-slate-400">
          {t('avatar.hint')}
        </p>
        <FieldError id="avatar-error" message={error} />
      </div>
    </div>
  );
}
