import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { RenderedOnce } from '../../components/layout/rendered-once.tsx';
import { localePath } from '../../lib/site-map.ts';
import { BoltIcon, CapIcon } from './icons.tsx';

/** A GET form to the search page: it works without scripts and the query lands in the URL. */
export function HomeSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation('articles');
  return (
    <Form
      method="get"
      action={localePath(locale, '/search')}
      role="search"
      className="mt-8 max-w-xl"
      data-testid="home-search"
    >
      <label htmlFor="home-search-q" className="text-sm font-semibold">
        {t('home.searchLabel')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="home-search-q"
          type="search"
          name="q"
          required
          maxLength={100}
          placeholder={t('home.searchPlaceholder')}
          className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2.5 text-sm placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('home.searchButton')}
        </button>
      </div>
    </Form>
  );
}

/**
 * The package pitch. Packages are priced in KUB, so the pitch quotes the cheapest package on sale
 * (`fromPrice`, a KUB decimal) rather than a fixed sum that could drift from the packages page.
 */
export function SubscriptionPitch({ locale, fromPrice }: { locale: Locale; fromPrice: string | null }) {
  const { t } = useTranslation('articles');
  return (
    <section
      aria-labelledby="subscribe-title"
      className="overflow-hidden rounded-3xl bg-gradient-to-br from-primary-800 to-primary-950 p-8 text-white sm:p-10"
      data-testid="subscription-pitch"
    >
      <p className="text-sm font-semibold tracking-wide text-primary-200 uppercase">
        {t('home.subscribeEyebrow')}
      </p>
      <h2 id="subscribe-title" className="mt-2 text-2xl font-bold sm:text-3xl">
        {t('home.subscribeTitle')}
      </h2>
      <p className="mt-3 max-w-xl text-primary-50" data-testid="subscription-pitch-body">
        {fromPrice === null ? t('home.subscribeBodyNoPrice') : t('home.subscribeBody', { price: fromPrice })}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Link
          to={localePath(locale, '/subscriptions')}
          className="inline-block rounded-full bg-white px-6 py-3 text-sm font-semibold text-primary-900 hover:bg-primary-50"
        >
          {t('home.subscribeCta')}
        </Link>
        <Link
          to={localePath(locale, '/earn')}
          className="text-sm font-semibold text-white underline underline-offset-4 hover:text-primary-100"
          data-testid="home-how-earning-works"
        >
          {t('home.howEarningWorks')} →
        </Link>
      </div>
    </section>
  );
}

/** The quizzes' pitch: the same for everyone, so rendered once per language. */
export function QuizPitches({ locale }: { locale: Locale }) {
  const { i18n } = useTranslation('articles');
  return (
    <RenderedOnce
      id={`quiz-pitches:${i18n.language}:${locale}`}
      as="section"
      aria-labelledby="quiz-title"
      data-testid="quiz-pitches"
    >
      <QuizPitchCards locale={locale} />
    </RenderedOnce>
  );
}

function QuizPitchCards({ locale }: { locale: Locale }) {
  const { t } = useTranslation('articles');
  const cards = [
    { key: 'main', title: t('home.mainQuizTitle'), body: t('home.mainQuizBody'), icon: <CapIcon /> },
    { key: 'pop', title: t('home.popQuizTitle'), body: t('home.popQuizBody'), icon: <BoltIcon /> },
  ];
  return (
    <>
      <h2 id="quiz-title" className="text-2xl font-bold tracking-tight">
        {t('home.quizTitle')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li
            key={card.key}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
              {card.icon}
            </span>
            <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{card.body}</p>
            <Link
              to={localePath(locale, '/quizzes')}
              className="mt-4 text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
            >
              {t('home.quizCta')} →
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
