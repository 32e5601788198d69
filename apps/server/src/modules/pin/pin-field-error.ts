import type { ErrorCode } from '@app/contracts/errors';
import { errorMessage } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import { AppError } from '../../app-error.ts';

/**
 * Runs `work`; a refusal about a PIN the user typed (wrong, or the same as the old one) is
 * answered with that field named, so the form shows the message right under it.
 */
export async function withPinField<T>(
  locale: Locale,
  fields: Partial<Record<ErrorCode, string>>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const field = error instanceof AppError ? fields[error.code] : undefined;
    if (!field || !(error instanceof AppError)) throw error;
    throw new AppError(error.code, {
      headers: error.headers,
      fields: [{ path: `body.${field}`, code: 'custom', message: errorMessage(error.code, locale) }],
    });
  }
}
