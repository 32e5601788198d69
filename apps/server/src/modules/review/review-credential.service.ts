import type { ReviewCredentialView } from '@app/contracts/review';
import { AppError } from '../../app-error.ts';
import type { ReviewContext } from './review-context.ts';

export async function reviewCredentialView(
  _ctx: ReviewContext,
  _code: string,
): Promise<ReviewCredentialView> {
  throw new AppError('REVIEW_CREDENTIAL_NOT_FOUND');
}

export async function reviewCredentialDocument(
  _ctx: ReviewContext,
  _code: string,
): Promise<Record<string, unknown>> {
  throw new AppError('REVIEW_CREDENTIAL_NOT_FOUND');
}
