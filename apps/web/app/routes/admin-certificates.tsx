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
  Field,
  FormNote,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ApiError } from '../lib/api.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/admin-certificates';
import { siteTimeFormat } from '../lib/site-time.ts';

/** `?code=` looks a certificate up; an unknown code is said under the field, not as a 404 page. */
export async function loader(args: Route.LoaderArgs) {
  const code = (new URL(args.request.url).searchParams.get('code') ?? '').trim().slice(0, 200);
  const staff = await requireStaffUser(args);
  if (staff.role !== 'admin') throw data({ status: 403 }, { status: 403 });
  return loadAdmin(args, async () => {
    const api = adminApi(args.context, args.params);
    if (!code) return { code, certificate: null, notFound: null };
    try {
      const certificate = await api.get('/admin/certificates/{code}', { params: { path: { code } } });
      return { code, certificate, notFound: null };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return { code, certificate: null, notFound: error.body.message };
      throw error;
    }
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const code = String(form.get('code') ?? '');
  return runAction('revoke', async () => {
    await adminApi(args.context, args.params).post('/admin/certificates/{code}/revoke', {
      params: { path: { code } },
      body: {
        reason: String(form.get('reason') ?? ''),
      },
    });
  });
}

export default function AdminCertificates({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('admin-quizzes');
  const locale = routeLocale(params);
  const { code, certificate, notFound } = loaderData;
  const result = useActionData<ActionResult>();
  const errors = result && !result.ok ? result.errors : {};
  const busy = useNavigation().state === 'submitting';
  const date = siteTimeFormat(locale, 'date');
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
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold">{t('certificates.holder')}</dt>
              <dd>
                {certificate.holderName} · {certificate.holderEmail}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('certificates.kind')}</dt>
              <dd>{t(`certificates.kinds.${certificate.kind}`)}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t('certificates.issued')}</dt>
              <dd>{date.format(new Date(certificate.issuedAt))}</dd>
            </div>
            {certificate.revokedAt && (
              <div>
                <dt className="font-semibold">{t('certificates.revoked')}</dt>
                <dd>{date.format(new Date(certificate.revokedAt))}</dd>
              </div>
            )}
          </dl>
          <a
            href={localePath(locale, certificate.verifyPath)}
            className="text-sm font-semibold text-primary-700 underline dark:text-primary-300"
          >
            {t('certificates.verifyPage')}
          </a>
          {certificate.status === 'valid' && (
            <Form
              method="post"
              noValidate
              className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800"
            >
              <input type="hidden" name="code" value={certificate.code} />
              <Field
                form="revoke"
                name="reason"
                label={t('certificates.reason')}
                error={errors.reason}
                className="grow"
              />
              <button type="submit" className={dangerButtonClass} disabled={busy}>
                {t('certificates.revoke')}
              </button>
              <div className="w-full">
                <FormNote tone="error" message={errors.form} />
              </div>
            </Form>
          )}
        </section>
      )}
    </>
  );
}
