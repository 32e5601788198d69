import type { Locale } from '@app/contracts/locale';
import {
  REVIEW_RATINGS,
  type ReviewAnswerResult,
  type ReviewCard,
  type ReviewRating,
  type ReviewSchedule,
} from '@app/contracts/review';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../lib/site-map.ts';
import type { OptionKey } from './review-client.ts';
import { nextReviewText } from './review-format.ts';

function optionTone(right: boolean, chosen: boolean): string {
  if (right) return 'border-green-600 bg-green-50 dark:border-green-500 dark:bg-green-950';
  if (chosen) return 'border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950';
  return 'border-slate-200 dark:border-slate-700';
}

/** The article passage the question came from: the heading's anchor when the server named one. */
function passagePath(locale: Locale, article: NonNullable<ReviewAnswerResult['article']>): string {
  const path = localePath(locale, `/articles/${article.slug}`);
  return article.anchor ? `${path}#${encodeURIComponent(article.anchor)}` : path;
}

/**
 * What the server said about the answer: right or not, the right options beside the learner's,
 * the explanation with a link to its passage, and when the card comes back. After a right answer
 * the learner may say how it felt (Again, Hard, Good, Easy), which sets the next review instead of
 * the rating the server took from the time the answer took.
 */
export function ReviewResult({
  card,
  selected,
  result,
  schedule,
  rating,
  masteredCode,
  locale,
  onRate,
}: {
  card: ReviewCard;
  selected: OptionKey[];
  result: ReviewAnswerResult;
  schedule: ReviewSchedule;
  rating: { busy: boolean; error: string | null; saved: boolean };
  /** The "topic mastered" credential this answer (or its rating) earned. */
  masteredCode: string | null;
  locale: Locale;
  onRate: (rating: ReviewRating) => void;
}) {
  const { t } = useTranslation('review');
  const choices = REVIEW_RATINGS.filter((r) => result.ratingChoices.includes(r));
  return (
    <div className="mt-4 space-y-5" data-testid="review-result" data-correct={result.correct}>
      <p className="text-lg font-semibold text-pretty">{card.prompt}</p>
      <ul className="grid gap-2">
        {card.options.map((option) => {
          const right = result.correctAnswers.includes(option.key);
          const chosen = selected.includes(option.key);
          return (
            <li
              key={option.key}
              className={`flex items-start gap-3 rounded-xl border-2 px-4 py-3 ${optionTone(right, chosen)}`}
            >
              <span aria-hidden="true" className="font-mono text-sm font-semibold">
                {option.key}
              </span>
              <span className="min-w-0 flex-1">
                {option.text}
                {right && (
                  <span className="ml-2 text-sm font-semibold text-green-800 dark:text-green-300">
                    ✓ {t('result.rightAnswer')}
                  </span>
                )}
                {chosen && !right && (
                  <span className="ml-2 text-sm font-semibold text-red-800 dark:text-red-300">
                    ✗ {t('result.yourAnswer')}
                  </span>
                )}
                {chosen && right && <span className="sr-only"> ({t('result.yourAnswer')})</span>}
              </span>
            </li>
          );
        })}
      </ul>

      <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
        <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {t('result.why')}
        </h3>
        <p className="mt-1 text-slate-800 dark:text-slate-200" data-testid="review-explanation">
          {result.explanation}
        </p>
        {result.article && (
          <p className="mt-3 text-sm">
            <Link
              to={passagePath(locale, result.article)}
              data-testid="review-passage"
              className="font-semibold text-primary-800 underline hover:no-underline dark:text-primary-200"
            >
              {t('result.readPassage', { title: result.article.title })}
            </Link>
          </p>
        )}
      </div>

      <p
        role="status"
        aria-atomic="true"
        data-testid="review-next-interval"
        className="rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 font-semibold text-primary-900 dark:border-primary-900 dark:bg-primary-950/50 dark:text-primary-100"
      >
        {nextReviewText(t, schedule, locale)}
        {rating.saved && <span className="block text-sm font-normal">{t('result.rated')}</span>}
      </p>

      {choices.length > 0 && (
        <fieldset data-testid="review-rating" aria-describedby="review-rating-help">
          <legend className="font-semibold">{t('result.rateTitle')}</legend>
          <p id="review-rating-help" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {schedule.ratingChosen
              ? t('result.rateChosen')
              : t('result.rateFromClock', { rating: t(`ratings.${schedule.rating}`) })}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {choices.map((choice, index) => (
              <button
                key={choice}
                type="button"
                aria-pressed={schedule.rating === choice}
                aria-keyshortcuts={String(index + 1)}
                disabled={rating.busy}
                onClick={() => onRate(choice)}
                data-testid={`review-rate-${choice}`}
                className="flex min-h-11 flex-col items-center justify-center rounded-xl border-2 border-slate-300 px-3 py-2 text-sm font-semibold hover:border-primary-500 disabled:opacity-60 aria-pressed:border-primary-700 aria-pressed:bg-primary-700 aria-pressed:text-white dark:border-slate-600 dark:aria-pressed:border-primary-400 dark:aria-pressed:bg-primary-400 dark:aria-pressed:text-slate-950"
              >
                <span>{t(`ratings.${choice}`)}</span>
                <span aria-hidden="true" className="hidden text-xs font-normal sm:block">
                  {t('result.rateKey', { key: index + 1 })}
                </span>
              </button>
            ))}
          </div>
          {rating.error && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
              {rating.error}
            </p>
          )}
        </fieldset>
      )}

      {masteredCode && (
        <p
          className="rounded-xl border-2 border-amber-400 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100"
          data-testid="review-mastered"
        >
          <strong>{t('result.mastered')}</strong>{' '}
          <Link
            to={localePath(locale, `/review/credentials/${masteredCode}`)}
            className="font-semibold underline hover:no-underline"
          >
            {t('result.masteredLink')}
          </Link>
        </p>
      )}
    </div>
  );
}
