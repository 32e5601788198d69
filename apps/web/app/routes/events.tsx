import type { Campaign } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { CampaignCard } from '../features/learning/campaign-card.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import type { Route } from './+types/events';

export async function loader({ context, params }: Route.LoaderArgs) {
  return serverApi(context, params).get('/client/learning/campaigns');
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/events',
    title: t('learning:meta.events'),
    description: t('learning:meta.eventsDescription'),
  }));
}

function CampaignSection({
  id,
  title,
  empty,
  campaigns,
  locale,
  serverNow,
}: {
  id: string;
  title: string;
  empty: string;
  campaigns: Campaign[];
  locale: Locale;
  serverNow: string;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0" data-testid={`events-${id}`}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {campaigns.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {empty}
        </p>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} locale={locale} serverNow={serverNow} />
          ))}
        </div>
      )}
    </section>
  );
}

export default function EventsPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('learning');
  const locale = routeLocale(params);
  const { running, upcoming, ended, now } = loaderData;
  return (
    <>
      <PageHeader title={t('events.title')} intro={t('events.intro')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <CampaignSection
          id="running"
          title={t('events.running')}
          empty={t('events.noneRunning')}
          campaigns={running}
          locale={locale}
          serverNow={now}
        />
        <CampaignSection
          id="upcoming"
          title={t('events.upcoming')}
          empty={t('events.noneUpcoming')}
          campaigns={upcoming}
          locale={locale}
          serverNow={now}
        />
        {ended.length > 0 && (
          <CampaignSection
            id="ended"
            title={t('events.ended')}
            empty={t('events.noneEnded')}
            campaigns={ended}
            locale={locale}
            serverNow={now}
          />
        )}
      </div>
    </>
  );
}
