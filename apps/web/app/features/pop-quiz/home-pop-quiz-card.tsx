import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

/** The home page's invitation to today's pop quizzes. */
export function HomePopQuizCard({ locale }: { locale: Locale }) {
  const { t } = useTranslation('popquiz');
  return (
    <section
      aria-labelledby="pop-quiz-home-title"
      data-testid="pop-quiz-home"
      className="flex flex-col gap-4 rounded-3xl border border-primary-200 bg-primary-50 p-8 sm:flex-row sm:items-center sm:justify-between dark:border-primary-900 dark:bg-primary-950/40"
    >
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
          {t('home.eyebrow')}
        </p>
        <h2 id="pop-quiz-home-title" className="mt-1 text-2xl font-bold tracking-tight">
          {t('home.title')}
        </h2>
        <p className="mt-2 max-w-xl text-slate-700 dark:text-slate-300">{t('home.body')}</p>
      </div>
      <Link
        to={localePath(locale, '/pop-quiz')}
        className="inline-flex shrink-0 justify-center rounded-full bg-primary-700 px-6 py-3 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('home.cta')}
      </Link>
    </section>
  );
}
