import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import type { FormFailure } from './form-failure.ts';

/**
 * A form's refusal from its action, whether it is submitting, and a ref that moves focus to the
 * first field in error (or the form message) after a refused submission. `failure` itself marks
 * each refusal (the captcha widget asks for a new answer after one).
 */
export function useAccountForm(actionData: unknown) {
  const failure = (actionData ?? undefined) as Partial<FormFailure> | undefined;
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!failure) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (target?.getAttribute('role') === 'alert') target.setAttribute('tabindex', '-1');
    target?.focus();
  }, [failure]);
  return {
    failure,
    fields: failure?.fields ?? {},
    formError: failure?.formError,
    code: failure?.code,
    busy,
    formRef,
  };
}
