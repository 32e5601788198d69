import type { Campaign, RuleProgress } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { errorMessage } from '@app/contracts/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { PointsOffer } from '../../components/points-offer.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSignInPath } from '../../lib/sign-in-link.ts';
import { localePath } from '../../lib/site-map.ts';
import { Countdown } from './countdown.tsx';
import { formatDateTime, formatPoints } from './learning-format.ts';
import { learningClient } from './learning-client.ts';

const STATUS_STYLE = {
  running: 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100',
  upcoming: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  ended: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
} as const;

function ruleItemPath(rule: RuleProgress, slug: string): string {
  return rule.type === 'complete_path' ? `/e-learning/${slug}` : `/articles/${slug}`;
}

function RuleList({ rules, locale }: { rules: RuleProgress[]; locale: Locale }) {
  const { t } = useTranslation('learning');
  return (
    <ul className="space-y-3" data-testid="campaign-rules">
      {rules.map((rule, index) => (
        <li key={index} className="text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-2 font-medium">
            <span>
              {rule.type === 'pop_quiz_days'
                ? t('events.rule.pop_quiz_days', { count: rule.required })
                : t(`events.rule.${rule.type}`)}
            </span>
            {rule.done !== null && (
              <span
                className={`text-xs font-semibold ${rule.met ? 'text-primary-800 dark:text-primary-300' : 'text-slate-600 dark:text-slate-400'}`}
                data-testid="rule-progress"
              >
                {rule.met && <span aria-hidden>✓ </span>}
                {t('events.ruleProgress', { done: rule.done, required: rule.required })}
              </span>
            )}
          </p>
          {rule.items.length > 0 && (
            <ul className="mt-1 space-y-1 pl-1">
              {rule.items.map((item) => (
                <li key={item.slug} className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
                  <span
                    aria-hidden
                    className={item.done ? 'text-primary-700 dark:text-primary-300' : 'text-slate-400'}
                  >
                    {item.done ? '✓' : '•'}
                  </span>
                  <Link
                    to={localePath(locale, ruleItemPath(rule, item.slug))}
                    className="underline-offset-2 hover:text-primary-700 hover:underline dark:hover:text-primary-300"
                  >
                    {item.title}
                  </Link>
                  {item.done !== null && (
                    <span className="sr-only">{item.done ? t('events.done') : t('events.notDone')}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The claim area of a campaign: sign in, what is missing, the claim button, or the reward received. */
function ClaimArea({ campaign, locale }: { campaign: Campaign; locale: Locale }) {
  const { t } = useTranslation('learning');
  const signIn = useSignInPath(locale);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState<number | null>(null);
  const points = formatPoints(campaign.rewardPoints, locale);
  const problemId = `claim-problem-${campaign.id}`;

  if (campaign.status === 'ended') return null;
  if (!campaign.me)
    return (
      <Link
        to={signIn}
        className="inline-flex w-fit rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold hover:border-primary-500 dark:border-slate-700 dark:bg-slate-900"
        data-testid="campaign-sign-in"
      >
        {t('events.signIn')}
      </Link>
    );
  if (campaign.me.claim || paid !== null)
    return (
      <p
        className="text-sm font-semibold text-primary-800 dark:text-primary-300"
        role="status"
        data-testid="campaign-claimed"
      >
        {campaign.me.claim
          ? t('events.claimed', {
              points: formatPoints(campaign.me.claim.points, locale),
              date: formatDateTime(campaign.me.claim.claimedAt, locale),
            })
          : t('events.claimedNow', { points: formatPoints(paid!, locale) })}
      </p>
    );
  if (campaign.status === 'upcoming')
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('events.notStarted')}</p>;
  // Spec §6: the claim would pay nothing without an earning subscription, so the offer replaces it.
  if (campaign.me.pointsForfeited)
    return (
      <div className="space-y-3">
        {!campaign.me.qualified && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('events.notQualified')}</p>
        )}
        <PointsOffer
          forfeit={campaign.me.pointsForfeited}
          locale={locale}
          heading="h3"
          id={`campaign-points-offer-${campaign.id}`}
        />
      </div>
    );

  const claim = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await learningClient(locale).claimCampaign(campaign.id);
      setPaid(result.points);
      await revalidator.revalidate();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.body.message : errorMessage('INTERNAL', locale));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        onClick={claim}
        disabled={busy || !campaign.me.qualified}
        aria-describedby={problem ? problemId : !campaign.me.qualified ? `${problemId}-hint` : undefined}
        className="inline-flex w-fit rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-400 dark:disabled:bg-slate-700"
        data-testid="campaign-claim"
      >
        {busy ? t('events.claiming') : t('events.claim', { points })}
      </button>
      {!campaign.me.qualified && !problem && (
        <p id={`${problemId}-hint`} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('events.notQualified')}
        </p>
      )}
      {problem && (
        <p
          id={problemId}
          role="alert"
          className="mt-2 text-sm font-medium text-red-700 dark:text-red-400"
          data-testid="campaign-problem"
        >
          {problem}
        </p>
      )}
    </div>
  );
}

/** One campaign: status, countdown, the pool left (never a promised total), rules and the claim. */
export function CampaignCard({
  campaign,
  locale,
  serverNow,
}: {
  campaign: Campaign;
  locale: Locale;
  serverNow: string;
}) {
  const { t } = useTranslation('learning');
  const titleId = `campaign-${campaign.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="campaign-card"
      data-status={campaign.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[campaign.status]}`}>
          {t(`events.status.${campaign.status}`)}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {t('events.window', {
            start: formatDateTime(campaign.startsAt, locale),
            end: formatDateTime(campaign.endsAt, locale),
          })}
        </span>
      </div>
      <div>
        <h3 id={titleId} className="text-xl font-semibold text-balance">
          {campaign.title}
        </h3>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{campaign.description}</p>
      </div>
      {campaign.status !== 'ended' && (
        <p className="text-sm">
          <span className="text-slate-600 dark:text-slate-400">
            {campaign.status === 'running' ? t('events.endsIn') : t('events.startsIn')}{' '}
          </span>
          <Countdown
            target={campaign.status === 'running' ? campaign.endsAt : campaign.startsAt}
            serverNow={serverNow}
          />
        </p>
      )}
      <div className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm font-semibold sm:grid-cols-2 dark:bg-slate-800/60">
        <p>{t('events.reward', { points: formatPoints(campaign.rewardPoints, locale) })}</p>
        {campaign.poolRemaining !== null && (
          <p data-testid="campaign-pool">
            {campaign.poolRemaining > 0
              ? t('events.poolLeft', { points: formatPoints(campaign.poolRemaining, locale) })
              : t('events.poolEmpty')}
          </p>
        )}
      </div>
      <section aria-label={t('events.rules')}>
        <h4 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {t('events.rules')}
        </h4>
        <RuleList rules={campaign.rules} locale={locale} />
      </section>
      <ClaimArea campaign={campaign} locale={locale} />
    </article>
  );
}
