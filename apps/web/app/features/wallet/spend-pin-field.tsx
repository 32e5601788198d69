import { useTranslation } from 'react-i18next';
import { FieldError, inputClass } from '../../components/ui/text-field.tsx';

/** The PIN that confirms a spend (Redeem Token, sending KKUB), with its error under it. */
export function SpendPinField({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation('wallet');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {t('redeemToken.pin')}
      </label>
      <input
        id={id}
        name="pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The submit button of a money form, its label saying what happens while it is under way. */
export function SpendSubmit({ busy, testId, label }: { busy: boolean; testId: string; label: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      data-testid={testId}
      className="inline-flex min-h-11 items-center justify-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60 sm:mt-7"
    >
      {label}
    </button>
  );
}
