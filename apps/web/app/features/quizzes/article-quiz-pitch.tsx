import type { Locale } from '@app/contracts/locale';
import type { QuizSummary } from '@app/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

/** Under an article: its quiz, with the best reward, leading to the quiz page. */
export function ArticleQuizPitch({ quiz, locale }: { quiz: QuizSummary; locale: Locale }) {
  const { t } = useTranslation('quizzes');
  const best = Math.max(0, ...quiz.rewards.map((r) => r.points));
  return (
    <aside
      data-testid="article-quiz"
      aria-labelledby="article-quiz-title"
      className="mt-10 rounded-2xl border border-primary-200 bg-primary-50 p-6 dark:border-primary-900 dark:bg-primary-950"
    >
      <h2 id="article-quiz-title" className="text-xl font-bold">
        {quiz.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('list.questions', { count: quiz.questionCount })}
        {best > 0 ? ` · ${t('list.upTo', { points: best })}` : ''}
      </p>
      <Link
        to={localePath(locale, `/quizzes/${quiz.slug}`)}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('list.take')}
      </Link>
    </aside>
  );
}
