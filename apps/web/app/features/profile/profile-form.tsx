import type { Province } from '@app/contracts/content';
import type { Locale } from '@app/contracts/locale';
import type { Profile, ProfileUpdateBody } from '@app/contracts/profile';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { fieldErrors, profileClient } from './profile-client.ts';
import { FieldError, inputClass, TextField } from '../../components/ui/text-field.tsx';
import { WalletSection } from './wallet-section.tsx';

const TEXT_FIELDS = [
  'firstName',
  'surname',
  'phishingWord',
  'phone',
  'address',
  'district',
  'postcode',
  'walletAddress',
  'remark',
] as const;

/** The server's refusal of a save that would replace a proven wallet's address. */
const PROOF_WOULD_DROP = 'PROFILE_WALLET_PROOF_WOULD_DROP';

function bodyFrom(form: HTMLFormElement): ProfileUpdateBody {
  const data = new FormData(form);
  const body: Record<string, string | number | null> = {};
  for (const name of TEXT_FIELDS) body[name] = String(data.get(name) ?? '');
  const province = String(data.get('provinceId') ?? '');
  body.provinceId = province ? Number(province) : null;
  return body as ProfileUpdateBody;
}

/** Every editable profile field; the API's message for a field is shown right under it. */
export function ProfileForm({
  profile,
  provinces,
  locale,
}: {
  profile: Profile;
  provinces: Province[];
  locale: Locale;
}) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [confirmingDrop, setConfirmingDrop] = useState(false);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();

  const save = async (form: HTMLFormElement, confirmWalletChange: boolean) => {
    setSaving(true);
    try {
      await profileClient(locale).updateProfile({ ...bodyFrom(form), confirmWalletChange });
      setErrors({});
      setConfirmingDrop(false);
      toast.show(t(confirmWalletChange ? 'walletProof.savedUnproven' : 'profile.saved'), { tone: 'success' });
      // The Wallet section's proof status comes from the server.
      if (confirmWalletChange) void revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.body.code === PROOF_WOULD_DROP) {
        setErrors({});
        setConfirmingDrop(true);
        return;
      }
      const found = fieldErrors(error);
      setErrors(found);
      const first = Object.keys(found)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Ask before a save that would replace the proven address; the server refuses it unasked too.
    const typed = String(new FormData(event.currentTarget).get('walletAddress') ?? '').trim();
    if (profile.walletProvenAt && typed.toLowerCase() !== (profile.walletAddress ?? '').toLowerCase()) {
      setConfirmingDrop(true);
      return;
    }
    void save(event.currentTarget, false);
  };
  const keepProof = () => {
    setConfirmingDrop(false);
    const input = formRef.current?.querySelector<HTMLInputElement>('[name="walletAddress"]');
    if (input) {
      input.value = profile.walletAddress ?? '';
      input.focus();
    }
  };

  const field = (name: (typeof TEXT_FIELDS)[number], extra: Record<string, unknown> = {}) => ({
    name,
    label: t(`profile.fields.${name}`),
    defaultValue: profile[name] ?? '',
    error: errors[name],
    ...extra,
  });
  const sorted = [...provinces].sort((a, b) =>
    locale === 'th' ? a.nameTh.localeCompare(b.nameTh, 'th') : a.nameEn.localeCompare(b.nameEn, 'en'),
  );
  const section = 'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';
  const heading = 'text-lg font-semibold';

  return (
    // Sent by script only; POST keeps the fields out of the address if it is ever sent without it.
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-6"
      data-testid="profile-form"
    >
      {errors.form && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {errors.form}
        </p>
      )}
      <section className={section} aria-labelledby="profile-personal">
        <h2 id="profile-personal" className={heading}>
          {t('profile.personal')}
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField {...field('firstName', { autoComplete: 'given-name' })} />
          <TextField {...field('surname', { autoComplete: 'family-name' })} />
          <TextField
            name="email"
            label={t('profile.fields.email')}
            defaultValue={profile.email}
            readOnly
            hint={t('profile.emailHint')}
            className="sm:col-span-2"
          />
          <TextField
            {...field('phone', {
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              hint: t('profile.fields.phoneHint'),
            })}
          />
          <TextField
            {...field('phishingWord', { hint: t('profile.fields.phishingWordHint'), autoComplete: 'off' })}
          />
        </div>
      </section>

      {/* Not `profile-address`: that id is the Address input's, which its label points to. */}
      <section className={section} aria-labelledby="profile-address-section">
        <h2 id="profile-address-section" className={heading}>
          {t('profile.address')}
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField {...field('address', { autoComplete: 'street-address', className: 'sm:col-span-2' })} />
          <TextField {...field('district', { autoComplete: 'address-level3' })} />
          <div>
            <label htmlFor="profile-provinceId" className="text-sm font-semibold">
              {t('profile.fields.province')}
            </label>
            <select
              id="profile-provinceId"
              name="provinceId"
              defaultValue={profile.provinceId ?? ''}
              aria-invalid={errors.provinceId ? true : undefined}
              aria-describedby={errors.provinceId ? 'profile-provinceId-error' : undefined}
              className={inputClass}
            >
              <option value="">{t('profile.fields.provincePlaceholder')}</option>
              {sorted.map((province) => (
                <option key={province.id} value={province.id}>
                  {locale === 'th' ? province.nameTh : province.nameEn}
                </option>
              ))}
            </select>
            <FieldError id="profile-provinceId-error" message={errors.provinceId} />
          </div>
          <TextField
            {...field('postcode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 })}
          />
        </div>
      </section>

      <WalletSection
        profile={profile}
        locale={locale}
        error={errors.walletAddress}
        confirmingDrop={confirmingDrop}
        onConfirmDrop={() => formRef.current && void save(formRef.current, true)}
        onKeepProof={keepProof}
      />

      <section className={section} aria-labelledby="profile-other">
        <h2 id="profile-other" className={heading}>
          {t('profile.other')}
        </h2>
        <div className="mt-4">
          <label htmlFor="profile-remark" className="text-sm font-semibold">
            {t('profile.fields.remark')}
          </label>
          <textarea
            id="profile-remark"
            name="remark"
            rows={3}
            defaultValue={profile.remark ?? ''}
            aria-invalid={errors.remark ? true : undefined}
            aria-describedby={errors.remark ? 'profile-remark-error' : undefined}
            className={inputClass}
          />
          <FieldError id="profile-remark-error" message={errors.remark} />
        </div>
      </section>

      <button
        type="submit"
        disabled={!hydrated || saving}
        data-testid="profile-save"
        className="rounded-full bg-primary-700 px-6 py-3 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
      >
        {saving ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
