import { CURRENCIES } from '@app/contracts/money';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { ActionResult } from './admin-api.server.ts';
import { buttonClass, cardClass, Field, FormNote, SelectField } from './admin-fields.tsx';

type AdjustmentResult = ActionResult & { balance?: string; currency?: string; replayed?: boolean };

/**
 * Credit or debit a user's points or KUB with a reason. `idempotencyKey` is new on every render
 * of the page (the loader makes it), so after a success the next adjustment is a new one, while
 * a double submit of this form is the same one.
 */
export function AdjustmentForm({
  idempotencyKey,
  result,
}: {
  idempotencyKey: string;
  result: AdjustmentResult | undefined;
}) {
  const { t } = useTranslation(['admin-money', 'admin'], { nsMode: 'fallback' });
  const navigation = useNavigation();
  const mine = result?.intent === 'adjust' ? result : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'adjust';
  const ref = useRef<HTMLFormElement>(null);
  // Empty fields for the next adjustment once one is done; a refusal keeps what was typed.
  useEffect(() => {
    if (mine?.ok) ref.current?.reset();
  }, [mine]);
  return (
    <section className={cardClass} aria-labelledby="user-adjust">
      <h2 id="user-adjust" className="mb-1 text-lg font-semibold">
        {t('adjust.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('adjust.intro')}</p>
      <Form ref={ref} method="post" noValidate className="space-y-3" data-testid="adjust-form">
        <input type="hidden" name="intent" value="adjust" />
        {/* Replaced (not edited) when the page renders again, so a form reset cannot restore an old key. */}
        <input key={idempotencyKey} type="hidden" name="idempotencyKey" defaultValue={idempotencyKey} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            form="user-adjust"
            name="direction"
            label={t('adjust.direction')}
            options={[
              { value: 'credit', label: t('adjust.credit') },
              { value: 'debit', label: t('adjust.debit') },
            ]}
          />
          <SelectField
            form="user-adjust"
            name="currency"
            label={t('adjust.currency')}
            options={CURRENCIES.map((currency) => ({
              value: currency,
              label: t(`adjust.currencies.${currency}`),
            }))}
          />
        </div>
        <Field
          form="user-adjust"
          name="amount"
          label={t('adjust.amount')}
          hint={t('adjust.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount}
        />
        <Field
          form="user-adjust"
          name="reason"
          label={t('adjust.reason')}
          error={errors.reason}
          maxLength={500}
        />
        <FormNote tone="error" message={errors.form} />
        {mine?.ok && (
          <FormNote
            tone="success"
            message={t(mine.replayed ? 'adjust.replayed' : 'adjust.done', {
              balance: mine.balance,
              currency: mine.currency === 'KUB' ? 'KUB' : t('adjust.currencies.POINT'),
            })}
          />
        )}
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t('common.saving') : t('adjust.submit')}
        </button>
      </Form>
    </section>
  );
}
