import type { Locale } from '@app/contracts/locale';
import type { PointsForfeit } from '@app/contracts/points-earning';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../lib/site-map.ts';

/**
 * Spec §6: a win that paid no points because points are earned by subscribers. Says what a
 * subscriber would have received and why, and links to the package the server offers (the
 * first-time subscriber offer when the user never subscribed). Shared by the main quiz result,
 * the pop quiz and the events page.
 */
export function PointsOffer({
  forfeit,
  locale,
  heading: Heading = 'h2',
  id,
}: {
  forfeit: PointsForfeit;
  locale: Locale;
  heading?: 'h2' | 'h3';
  /** Unique on the page when several offers are shown. */
  id: string;
}) {
  const { t } = useTranslation('subscriptions');
  const { offer } = forfeit;
  const titleId = `${id}-title`;
  return (
    <aside
      aria-labelledby={titleId}
      data-testid="points-offer"
      data-reason={forfeit.reason}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-slate-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-slate-100"
    >
      <Heading id={titleId} className="font-semibold">
        {t('pointsOffer.title', { count: forfeit.wouldHaveEarned })}
      </Heading>
      <p className="mt-1 text-sm">{forfeit.message}</p>
      {offer ? (
        <>
          <p className="mt-3 text-sm font-medium" data-testid="points-offer-package">
            {t(offer.firstTime ? 'pointsOffer.firstTime' : 'pointsOffer.package', {
              name: offer.name,
              price: offer.price,
              count: offer.durationDays,
            })}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link
              to={localePath(locale, `/subscriptions/${offer.packageId}/order`)}
              className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
            >
              {t('pointsOffer.order', { name: offer.name })}
            </Link>
            <Link
              to={localePath(locale, '/subscriptions')}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-800 underline dark:text-primary-200"
            >
              {t('pointsOffer.all')}
            </Link>
          </div>
        </>
      ) : (
        <p className="mt-3 text-sm">{t('pointsOffer.none')}</p>
      )}
    </aside>
  );
}
