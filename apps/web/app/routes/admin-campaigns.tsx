import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { type ActionResult, adminApi, loadAdmin, runAction } from '../features/admin/admin-api.server.ts';
import { buttonClass, Field, FormNote } from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import {
  flattenErrors,
  formatRules,
  fromBangkokLocal,
  parseRules,
  toBangkokLocal,
} from '../features/admin/learning-admin.server.ts';
import { ResourceEditor, resourceBody, type ResourceField } from '../features/admin/resource-editor.tsx';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/admin-campaigns';

const FIELDS: ResourceField[] = [
  { name: 'titleEn', kind: 'text' },
  { name: 'titleTh', kind: 'text' },
  { name: 'slug', kind: 'text' },
  { name: 'rewardPoints', kind: 'number' },
  { name: 'startsAt', kind: 'datetime' },
  { name: 'endsAt', kind: 'datetime' },
  { name: 'descriptionEn', kind: 'textarea', wide: true },
  { name: 'descriptionTh', kind: 'textarea', wide: true },
  { name: 'campaignRules', kind: 'textarea', wide: true },
  { name: 'active', kind: 'checkbox' },
];

const RENAME = {
  'title.en': 'titleEn',
  'title.th': 'titleTh',
  'description.en': 'descriptionEn',
  'description.th': 'descriptionTh',
  rules: 'campaignRules',
};

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, async () => {
    const { data } = await adminApi(args.context, args.params).get('/admin/learning/campaigns');
    return {
      data: data.map((campaign) => ({
        id: campaign.id,
        slug: campaign.slug,
        titleEn: campaign.title.en,
        titleTh: campaign.title.th,
        descriptionEn: campaign.description.en,
        descriptionTh: campaign.description.th,
        startsAt: toBangkokLocal(campaign.startsAt),
        endsAt: toBangkokLocal(campaign.endsAt),
        rewardPoints: campaign.rewardPoints,
        campaignRules: formatRules(campaign.rules),
        active: campaign.active,
        status: campaign.status,
        poolBalance: campaign.poolBalance,
        claims: campaign.claims,
        pointsPaid: campaign.pointsPaid,
        // A fresh key each time the page loads: a double click funds once, the next funding is new.
        fundKey: globalThis.crypto.randomUUID(),
      })),
    };
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const [verb, id] = intent.split(':');
  const api = adminApi(args.context, args.params);
  if (verb === 'fund') {
    const points = String(form.get('points') ?? '').trim();
    return runAction(intent, () =>
      api.form.post(
        '/admin/learning/campaigns/{id}/fund',
        {
          points: points === '' ? null : Number(points),
          reason: String(form.get('reason') ?? ''),
          idempotencyKey: String(form.get('idempotencyKey') ?? ''),
        },
        { params: { path: { id: Number(id) } } },
      ),
    );
  }
  const flat = resourceBody(form, FIELDS);
  const body = {
    slug: flat.slug,
    title: { en: flat.titleEn, th: flat.titleTh },
    description: { en: flat.descriptionEn, th: flat.descriptionTh },
    startsAt: fromBangkokLocal(flat.startsAt),
    endsAt: fromBangkokLocal(flat.endsAt),
    rewardPoints: flat.rewardPoints,
    rules: parseRules(flat.campaignRules),
    active: flat.active,
  };
  const result = await runAction(intent, async () => {
    if (verb === 'create') return api.form.post('/admin/learning/campaigns', body);
    if (verb === 'update')
      return api.form.put('/admin/learning/campaigns/{id}', body, { params: { path: { id: Number(id) } } });
    throw new Response('Unknown intent', { status: 400 });
  });
  return flattenErrors(result, RENAME);
}

/** Adds points from issuance to a campaign's reward pool. */
function FundPool({ id, fundKey }: { id: number; fundKey: string }) {
  const { t } = useTranslation('admin');
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const intent = `fund:${id}`;
  const mine = result?.intent === intent ? result : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const formId = `campaign-fund-${id}`;
  return (
    <Form
      method="post"
      noValidate
      className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
      data-testid={`${formId}-form`}
    >
      <h3 className="font-semibold">{t('campaigns.fundTitle')}</h3>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="idempotencyKey" value={fundKey} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          form={formId}
          name="points"
          type="number"
          min={1}
          label={t('campaigns.fundPoints')}
          error={errors.points}
        />
        <Field form={formId} name="reason" label={t('campaigns.fundReason')} error={errors.reason} />
      </div>
      <FormNote tone="error" message={errors.idempotencyKey ?? errors.form} />
      {mine?.ok && <FormNote tone="success" message={t('campaigns.funded')} />}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? t('common.saving') : t('campaigns.fund')}
      </button>
    </Form>
  );
}

export default function AdminCampaigns({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const locale = routeLocale(params);
  return (
    <>
      <AdminHeading title={t('sections.campaigns')} intro={t('about.campaigns')} />
      <ResourceEditor
        name="campaigns"
        deletable={false}
        fields={FIELDS}
        rows={loaderData.data}
        titleOf={(row) =>
          `${String(locale === 'th' ? row.titleTh : row.titleEn)}${row.active ? '' : ` · ${t('campaigns.hidden')}`}`
        }
        detailOf={(row) =>
          t('campaigns.detail', {
            status: t(`campaigns.status.${String(row.status)}`),
            pool: row.poolBalance,
            claims: row.claims,
            paid: row.pointsPaid,
          })
        }
        extraOf={(row) => <FundPool id={row.id} fundKey={String(row.fundKey)} />}
      />
    </>
  );
}
