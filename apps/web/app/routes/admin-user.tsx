import { formatKubUnits } from '@app/contracts/money';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { adminApi, type ActionResult, loadAdmin, runAction } from '../features/admin/admin-api.server.ts';
import { AdjustmentForm } from '../features/admin/adjustment-form.tsx';
import { submitAdjustment } from '../features/admin/ledger-adjustment.server.ts';
import {
  buttonClass,
  cardClass,
  dangerButtonClass,
  Field,
  FormNote,
  secondaryButtonClass,
  SelectField,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/admin-user';
import { formatSiteTime } from '../lib/site-time.ts';

function userId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data({ status: 404 }, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const id = userId(args.params);
  return loadAdmin(args, async () => ({
    ...(await adminApi(args.context, args.params).get('/admin/users/{id}', { params: { path: { id } } })),
    // One key per render of the credit-or-debit form: a double submit moves value once.
    adjustmentKey: `admin-adjust-${crypto.randomUUID()}`,
  }));
}

export async function action(args: Route.ActionArgs) {
  const id = userId(args.params);
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const api = adminApi(args.context, args.params);
  const reason = String(form.get('reason') ?? '');
  if (intent === 'adjust') return submitAdjustment(args, id, form);
  return runAction(intent, async () => {
    if (intent === 'block')
      await api.post('/admin/users/{id}/block', { params: { path: { id } }, body: { reason } });
    else if (intent === 'unblock')
      await api.post('/admin/users/{id}/unblock', { params: { path: { id } }, body: { reason } });
    else if (intent === 'kyc') {
      const choice = String(form.get('override') ?? '');
      await api.put('/admin/users/{id}/kyc-override', {
        params: { path: { id } },
        body: {
          override: choice === 'true' ? true : choice === 'false' ? false : null,
          reason,
        },
      });
    } else throw data({ status: 400 }, { status: 400 });
  });
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminUserPage({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  // Activity types and statuses read as the member's dashboard words them, never as raw codes.
  const { t: tw } = useTranslation('wallet');
  const locale = routeLocale(params);
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const { user, balances, subscription, activities, sessions } = loaderData;
  const when = (iso: string) => formatSiteTime(i18n.language, iso);
  // Grouped as the page's language groups them, not as the server's or the browser's default locale.
  const points = new Intl.NumberFormat(i18n.language === 'th' ? 'th-TH' : 'en-GB');
  const errorsFor = (intent: string) =>
    result && !result.ok && result.intent === intent ? result.errors : {};
  const busy = navigation.state === 'submitting';
  const blockIntent = user.blocked ? 'unblock' : 'block';
  return (
    <>
      <AdminHeading
        title={user.email}
        actions={
          <Link to={localePath(locale, '/admin/users')} className={secondaryButtonClass}>
            {t('users.back')}
          </Link>
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <section className={cardClass} aria-labelledby="user-profile">
          <h2 id="user-profile" className="mb-3 text-lg font-semibold">
            {t('users.profile')}
          </h2>
          <Facts
            rows={[
              [t('users.name'), [user.firstName, user.surname].filter(Boolean).join(' ') || '—'],
              [t('users.role'), t(`roles.${user.role}`)],
              [t('users.phone'), user.phone ?? '—'],
              [t('users.wallet'), user.walletAddress ?? '—'],
              [t('users.emailVerified'), user.emailVerified ? t('common.yes') : t('common.no')],
              [
                t('users.kyc'),
                user.kycOverride === null
                  ? t('users.kycLevel', { level: user.kycLevel ?? '—' })
                  : user.kycOverride
                    ? t('users.kycForcedOn')
                    : t('users.kycForcedOff'),
              ],
              [t('users.joined'), when(user.createdAt)],
              [
                t('users.status'),
                user.blocked ? t('users.blockedSince', { when: when(user.blockedAt!) }) : t('users.active'),
              ],
            ]}
          />
        </section>
        <section className={cardClass} aria-labelledby="user-money">
          <h2 id="user-money" className="mb-3 text-lg font-semibold">
            {t('users.balances')}
          </h2>
          <Facts
            rows={[
              [t('users.points'), points.format(Number(balances.points))],
              ['KUB', formatKubUnits(BigInt(balances.kub))],
              [
                t('users.subscription'),
                subscription
                  ? `${subscription.packageName} · ${when(subscription.startsAt)} – ${when(subscription.endsAt)} · ${t(
                      'users.quota',
                      {
                        used: subscription.quotaUsed,
                        total: subscription.quotaTotal,
                      },
                    )}`
                  : t('users.noSubscription'),
              ],
            ]}
          />
        </section>
        <section className={cardClass} aria-labelledby="user-block">
          <h2 id="user-block" className="mb-3 text-lg font-semibold">
            {user.blocked ? t('users.unblockTitle') : t('users.blockTitle')}
          </h2>
          <Form key={blockIntent} method="post" noValidate className="space-y-3" data-testid="block-form">
            <input type="hidden" name="intent" value={blockIntent} />
            <Field
              form="user-block"
              name="reason"
              label={t('users.reason')}
              error={errorsFor(blockIntent).reason}
              maxLength={500}
            />
            <FormNote tone="error" message={errorsFor(blockIntent).form} />
            {result?.ok && result.intent === blockIntent && (
              <FormNote tone="success" message={t('common.saved')} />
            )}
            <button type="submit" className={user.blocked ? buttonClass : dangerButtonClass} disabled={busy}>
              {user.blocked ? t('users.unblock') : t('users.block')}
            </button>
          </Form>
        </section>
        <section className={cardClass} aria-labelledby="user-kyc">
          <h2 id="user-kyc" className="mb-3 text-lg font-semibold">
            {t('users.kycTitle')}
          </h2>
          <Form method="post" noValidate className="space-y-3">
            <input type="hidden" name="intent" value="kyc" />
            <SelectField
              form="user-kyc"
              name="override"
              label={t('users.kycOverride')}
              defaultValue={user.kycOverride === null ? '' : String(user.kycOverride)}
              options={[
                { value: '', label: t('users.kycNone') },
                { value: 'true', label: t('users.kycForcedOn') },
                { value: 'false', label: t('users.kycForcedOff') },
              ]}
            />
            <Field
              form="user-kyc"
              name="reason"
              label={t('users.reason')}
              error={errorsFor('kyc').reason}
              maxLength={500}
            />
            <FormNote tone="error" message={errorsFor('kyc').form} />
            <button type="submit" className={secondaryButtonClass} disabled={busy}>
              {t('common.save')}
            </button>
          </Form>
        </section>
        <AdjustmentForm idempotencyKey={loaderData.adjustmentKey} result={result} />
        <section className={cardClass} aria-labelledby="user-activity">
          <h2 id="user-activity" className="mb-3 text-lg font-semibold">
            {t('users.activities')}
          </h2>
          {activities.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('common.empty')}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {activities.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap justify-between gap-2"
                  data-testid="admin-user-activity"
                >
                  <span>{tw(`dashboard.types.${item.type}`, { defaultValue: item.type })}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {item.unit === 'KUB' || item.unit === 'KKUB'
                      ? formatKubUnits(BigInt(item.amount))
                      : item.amount}{' '}
                    {tw(`dashboard.units.${item.unit}`, { defaultValue: item.unit })} ·{' '}
                    {tw(`dashboard.statuses.${item.status}`, { defaultValue: item.status })} ·{' '}
                    {when(item.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={cardClass} aria-labelledby="user-sessions">
          <h2 id="user-sessions" className="mb-3 text-lg font-semibold">
            {t('users.sessions')}
          </h2>
          {sessions.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('common.empty')}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {sessions.map((session) => (
                <li key={session.id}>
                  <span className="font-medium">
                    {session.active ? t('users.sessionActive') : t('users.sessionEnded')}
                  </span>{' '}
                  · {when(session.createdAt)}
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                    {session.userAgent ?? '—'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
