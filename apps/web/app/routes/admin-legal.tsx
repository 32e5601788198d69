import { FOOTER_TYPES } from '@app/contracts/content';
import { useTranslation } from 'react-i18next';
import { data, Form, useActionData, useNavigation } from 'react-router';
import {
  adminApi,
  type ActionResult,
  formObject,
  loadAdmin,
  runAction,
} from '../features/admin/admin-api.server.ts';
import { buttonClass, cardClass, Field, FormNote, TextArea } from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import type { Route } from './+types/admin-legal';

const FIELDS = ['en.title', 'en.body', 'th.title', 'th.body'] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, () => adminApi(args.context, args.params).get('/admin/legal'));
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const asked = String(form.get('type') ?? '');
  const type = FOOTER_TYPES.find((known) => known === asked);
  if (!type) throw data({ status: 400 }, { status: 400 });
  return runAction(`save:${type}`, async () => {
    await adminApi(args.context, args.params).form.put('/admin/legal/{type}', formObject(form, FIELDS), {
      params: { path: { type } },
    });
  });
}

export default function AdminLegalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  return (
    <>
      <AdminHeading title={t('sections.legal')} intro={t('about.legal')} />
      <ul className="space-y-3">
        {loaderData.data.map((doc) => {
          const mine = result?.intent === `save:${doc.type}` ? result : undefined;
          const errors = mine && !mine.ok ? mine.errors : {};
          const form = `legal-${doc.type}`;
          const busy = navigation.state === 'submitting' && navigation.formData?.get('type') === doc.type;
          return (
            <li key={doc.type} className={cardClass}>
              <details open={mine !== undefined}>
                <summary className="cursor-pointer font-semibold">
                  {doc.en?.title ?? doc.type}
                  {!doc.en || !doc.th ? (
                    <span className="ml-2 text-sm font-normal text-amber-700 dark:text-amber-300">
                      {t('legal.missing')}
                    </span>
                  ) : null}
                </summary>
                <Form method="post" noValidate className="mt-4 grid gap-4 xl:grid-cols-2">
                  <input type="hidden" name="type" value={doc.type} />
                  {(['en', 'th'] as const).map((locale) => (
                    <div key={locale} className="space-y-3" lang={locale}>
                      <h2 className="font-semibold">{t(`articles.version.${locale}`)}</h2>
                      <Field
                        form={form}
                        name={`${locale}.title`}
                        label={t('fields.title')}
                        defaultValue={doc[locale]?.title ?? ''}
                        error={errors[`${locale}.title`]}
                      />
                      <TextArea
                        form={form}
                        name={`${locale}.body`}
                        label={t('fields.body')}
                        rows={10}
                        defaultValue={doc[locale]?.body ?? ''}
                        error={errors[`${locale}.body`]}
                      />
                    </div>
                  ))}
                  <div className="space-y-3 xl:col-span-2">
                    <FormNote tone="error" message={errors.form} />
                    {mine?.ok && <FormNote tone="success" message={t('common.saved')} />}
                    <button type="submit" className={buttonClass} disabled={busy}>
                      {busy ? t('common.saving') : t('common.save')}
                    </button>
                  </div>
                </Form>
              </details>
            </li>
          );
        })}
      </ul>
    </>
  );
}
