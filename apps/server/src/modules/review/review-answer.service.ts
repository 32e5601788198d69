import type { Locale } from '@app/contracts/locale';
import type {
  ReviewAnswerBody,
  ReviewAnswerResult,
  ReviewRatingBody,
  ReviewRatingResult,
} from '@app/contracts/review';
import { AppError } from '../../app-error.ts';
import type { ReviewContext } from './review-context.ts';

export async function answerCard(
  _ctx: ReviewContext,
  _userId: number,
  _cardId: number,
  _body: ReviewAnswerBody,
  _locale: Locale,
): Promise<ReviewAnswerResult> {
  throw new AppError('REVIEW_CARD_NOT_FOUND');
}

export async function rateCard(
  _ctx: ReviewContext,
  _userId: number,
  _cardId: number,
  _body: ReviewRatingBody,
): Promise<ReviewRatingResult> {
  throw new AppError('REVIEW_CARD_NOT_FOUND');
}
