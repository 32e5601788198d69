import { useTranslation } from 'react-i18next';
import { useActionData, useNavigation } from 'react-router';
import type { ActionResult } from './admin-api.server.ts';
import { FormNote } from './admin-fields.tsx';

/**
 * One form among many on the quizzes page: its own answer from the action (matched by its
 * `intent`), the messages to show under its fields, and whether it is being sent.
 */
export function useIntent(intent: string) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const mine = result?.intent === intent ? result : undefined;
  return {
    mine,
    errors: mine && !mine.ok ? mine.errors : ({} as Record<string, string>),
    busy: navigation.state !== 'idle' && navigation.formData?.get('intent') === intent,
  };
}

/** The form-level outcome: an error not tied to one field, or "Saved". */
export function Outcome({
  mine,
  errors,
}: {
  mine: ActionResult | undefined;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  return (
    <>
      <FormNote tone="error" message={errors.form} />
      {mine?.ok && <FormNote tone="success" message={t('common.saved')} />}
    </>
  );
}
