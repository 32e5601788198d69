import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { Leaderboard } from '../features/learning/leaderboard.tsx';
import { BoltIcon } from '../features/learning/learning-icons.tsx';
import { LeaderboardSettings } from '../features/learning/leaderboard-settings.tsx';
import { StreakCard } from '../features/learning/streak-card.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/games';

export async function loader({ context, params }: Route.LoaderArgs) {
  return serverApi(context, params).get('/client/learning/games');
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/games',
    title: t('learning:meta.games'),
    description: t('learning:meta.gamesDescription'),
  }));
}

export default function GamesPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('learning');
  const locale = routeLocale(params);
  const games = loaderData;
  return (
    <>
      <PageHeader title={t('games.title')} intro={t('games.intro')} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:px-8">
        <div className="space-y-6">
          <section
            aria-labelledby="arena-title"
            className="rounded-2xl bg-gradient-to-br from-primary-700 to-primary-900 p-6 text-white shadow-sm"
            data-testid="arena"
          >
            <h2 id="arena-title" className="flex items-center gap-2 text-xl font-bold">
              <BoltIcon />
              {t('games.arenaTitle')}
            </h2>
            <p className="mt-2 text-primary-50">{t('games.arenaBody')}</p>
            <Link
              to={localePath(locale, '/pop-quiz')}
              className="mt-5 inline-flex rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-primary-900 hover:bg-primary-50"
              data-testid="play-pop-quiz"
            >
              {t('games.play')}
            </Link>
          </section>
          <StreakCard me={games.me} locale={locale} />
          {games.me && <LeaderboardSettings me={games.me} locale={locale} />}
        </div>
        <Leaderboard games={games} locale={locale} />
      </div>
    </>
  );
}
