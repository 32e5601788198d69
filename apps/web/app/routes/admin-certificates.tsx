import type { Locale } from '@app/contracts/locale';
import type { AdminReviewCredential } from '@app/contracts/review';
import { useTranslation } from 'react-i18next';
import { data, Form, useActionData, useNavigation } from 'react-router';
import {
  type ActionResult,
  adminApi,
  loadAdmin,
  requireStaffUser,
  runAction,
} from '../features/admin/admin-api.server.ts';
import {
  buttonClass,
  cardClass,
  dangerButtonClass,
  EmptyState,
  Field,
  FormNote,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ApiError } from '../lib/api.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/admin-certificates';
import { siteTimeFormat } from '../lib/site-time.ts';

/** A refusal of a looked-up code, said under its field: the field's own message when there is one. */
function lookupMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return error.body.fields?.[0]?.message ?? error.body.message;
  return null;
}

/**
 * `?code=` looks a certificate up, `?topic=` a "topic mastered" credential; an unknown code is
 * said under its field, not as a 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  const search = new URL(args.request.url).searchParams;
  const code = (search.get('code') ?? '').trim().slice(0, 200);
  const topicCode = (search.get('topic') ?? '').trim().slice(0, 200);
  const staff = await requireStaffUser(args);
  if (staff.role !== 'admin') throw data({ status: 403 }, { status: 403 });
  return loadAdmin(args, async () => {
    const api = adminApi(args.context, args.params);
    const findCertificate = async () => {
      if (!code) return { certificate: null, notFound: null };
      try {
        const certificate = await api.get('/admin/certificates/{code}', { params: { path: { code } } });
        return { certificate, notFound: null };
      } catch (error) {
        const message = lookupMessage(error);
        if (message === null) throw error;
        return { certificate: null, notFound: message };
      }
    };
    const findTopicCredential = async () => {
      if (!topicCode) return { topicCredential: null, topicNotFound: null };
      try {
        const topicCredential = await api.get('/admin/review/credentials/{code}', {
          params: { path: { code: topicCode } },
        });
        return { topicCredential, topicNotFound: null };
      } catch (error) {
        const message = lookupMessage(error);
        if (message === null) throw error;
        return { topicCredential: null, topicNotFound: message };
      }
    };
    const [certificate, topic] = await Promise.all([findCertificate(), findTopicCredential()]);
    return { code, topicCode, ...certificate, ...topic };
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const code = String(form.get('code') ?? '');
  const intent = String(form.get('intent') ?? 'revoke');
  const reason = String(form.get('reason') ?? '');
  const api = adminApi(args.context, args.params);
  if (intent === 'revoke-topic')
    return runAction(intent, async () => {
      await api.post('/admin/review/credentials/{code}/revoke', {
        params: { path: { code } },
        body: { reason },
      });
    });
  return runAction('revoke', async () => {
    await api.post('/admin/certificates/{code}/revoke', {
      params: { path: { code } },
      body: { reason },
    });
  });
}

const stateClass = (status: 'valid' | 'revoked') =>
  `rounded-full px-3 py-1 text-xs font-semibold ${
    status === 'valid'
      ? 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200'
      : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
  }`;

/**
 * "Topic mastered" credentials of the review deck, beside the certificates: found by the code on
 * their public page and revoked with a reason the same way.
 */

/** Who holds a credential, when it was issued and revoked, and its public page. */
function CredentialFacts({
  credential,
  kind,
  locale,
}: {
  credential: {
    holderName: string;
    holderEmail: string;
    issuedAt: string;
    revokedAt: string | null;
    verifyPath: string;
  };
  kind?: string;
  locale: Locale;
}) {
  const { t } = useTranslation('admin-quizzes');
  const date = siteTimeFormat(locale, 'date');
  return (
    <>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{t('certificates.holder')}</dt>
          <dd>
            {credential.holderName} · {credential.holderEmail}
          </dd>
        </div>
        {kind && (
          <div>
            <dt className="font-semibold">{t('certificates.kind')}</dt>
            <dd>{kind}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">{t('certificates.issued')}</dt>
          <dd>{date.format(new Date(credential.issuedAt))}</dd>
        </div>
        {credential.revokedAt && (
          <div>
            <dt className="font-semibold">{t('certificates.revoked')}</dt>
            <dd>{date.format(new Date(credential.revokedAt))}</dd>
          </div>
        )}
      </dl>
      <a
        href={localePath(locale, credential.verifyPath)}
        className="text-sm font-semibold text-primary-700 underline dark:text-primary-300"
      >
        {t('certificates.verifyPage')}
      </a>
    </>
  );
}

/** Revoking a credential: a reason, required, and the button. */
function RevokeForm({
  intent,
  code,
  errors,
  busy,
  label,
}: {
  intent: 'revoke' | 'revoke-topic';
  code: string;
  errors: { reason?: string; form?: string };
  busy: boolean;
  label: string;
}) {
  const { t } = useTranslation('admin-quizzes');
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="code" value={code} />
      <Field
        form={intent}
        name="reason"
        label={t('certificates.reason')}
        error={errors.reason}
        className="grow"
      />
      <button type="submit" className={dangerButtonClass} disabled={busy}>
        {label}
      </button>
      <div className="w-full">
        <FormNote tone="error" message={errors.form} />
      </div>
    </Form>
  );
}

function TopicCredentials({
  certificateCode,
  topicCode,
  credential,
  notFound,
  locale,
}: {
  certificateCode: string;
  topicCode: string;
  credential: AdminReviewCredential | null;
  notFound: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation('admin-quizzes');
  const result = useActionData<ActionResult>();
  const mine = result?.intent === 'revoke-topic' ? result : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const navigation = useNavigation();
  const finding =
    navigation.state === 'loading' && new URLSearchParams(navigation.location.search).has('topic');
  const revoking = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'revoke-topic';
  return (
    <section aria-labelledby="topic-credentials" className="mt-10 space-y-4" data-testid="topic-credentials">
      <h2 id="topic-credentials" className="text-xl font-semibold">
        {t('topicCredentials.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('topicCredentials.intro')}</p>
      <Form
        method="get"
        className={`${cardClass} flex flex-wrap items-end gap-3`}
        data-testid="topic-credential-lookup"
      >
        {certificateCode && <input type="hidden" name="code" value={certificateCode} />}
        <Field
          form="topic-credential"
          name="topic"
          label={t('topicCredentials.code')}
          defaultValue={topicCode}
          error={notFound ?? undefined}
          className="grow"
        />
        <button type="submit" className={buttonClass} disabled={finding}>
          {finding ? t('topicCredentials.finding') : t('certificates.find')}
        </button>
      </Form>
      {!credential && !notFound && <EmptyState message={t('topicCredentials.empty')} />}
      {credential && (
        <section className={`${cardClass} space-y-4`} data-testid="topic-credential-card">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-semibold">
              {t('topicCredentials.achievement', {
                topic: locale === 'th' ? credential.topic.th : credential.topic.en,
              })}
            </h3>
            <span data-testid="topic-credential-state" className={stateClass(credential.status)}>
              {t(`certificates.status.${credential.status}`)}
            </span>
          </div>
          <CredentialFacts credential={credential} locale={locale} />
          {credential.status === 'valid' ? (
            <RevokeForm
              intent="revoke-topic"
              code={credential.code}
              errors={errors}
              busy={revoking}
              label={revoking ? t('topicCredentials.revoking') : t('topicCredentials.revoke')}
            />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('topicCredentials.revokedNote')}</p>
          )}
        </section>
      )}
    </section>
  );
}

export default function AdminCertificates({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('admin-quizzes');
  const locale = routeLocale(params);
  const { code, certificate, notFound, topicCode, topicCredential, topicNotFound } = loaderData;
  const result = useActionData<ActionResult>();
  const errors = result && !result.ok && result.intent === 'revoke' ? result.errors : {};
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'revoke-topic';
  return (
    <>
      <AdminHeading title={t('certificates.title')} intro={t('certificates.intro')} />
      <Form
        method="get"
        className={`${cardClass} flex flex-wrap items-end gap-3`}
        data-testid="certificate-lookup"
      >
        <Field
          form="certificate"
          name="code"
          label={t('certificates.code')}
          defaultValue={code}
          error={notFound ?? undefined}
          className="grow"
        />
        {topicCode && <input type="hidden" name="topic" value={topicCode} />}
        <button type="submit" className={buttonClass}>
          {t('certificates.find')}
        </button>
      </Form>
      {certificate && (
        <section className={`${cardClass} mt-6 space-y-4`} data-testid="certificate-card">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">
              {locale === 'th' ? certificate.achievementTh : certificate.achievementEn}
            </h2>
            <span
              data-testid="certificate-state"
              className={`rounded-full px-3 py-1 text-xs font-semibold ${
                certificate.status === 'valid'
                  ? 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200'
                  : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
              }`}
            >
              {t(`certificates.status.${certificate.status}`)}
            </span>
          </div>
          <CredentialFacts
            credential={certificate}
            kind={t(`certificates.kinds.${certificate.kind}`)}
            locale={locale}
          />
          {certificate.status === 'valid' && (
            <RevokeForm
              intent="revoke"
              code={certificate.code}
              errors={errors}
              busy={busy}
              label={t('certificates.revoke')}
            />
          )}
        </section>
      )}
      <TopicCredentials
        certificateCode={code}
        topicCode={topicCode}
        credential={topicCredential}
        notFound={topicNotFound}
        locale={locale}
      />
    </>
  );
}
