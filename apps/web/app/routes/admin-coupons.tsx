import { useTranslation } from 'react-i18next';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ResourceEditor, type ResourceField } from '../features/admin/resource-editor.tsx';
import { resourceAction } from '../features/admin/resource-route.server.ts';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/admin-coupons';

const FIELDS: ResourceField[] = [
  { name: 'code', kind: 'text' },
  { name: 'maxUses', kind: 'number' },
  { name: 'points', kind: 'number' },
  { name: 'rewardId', kind: 'select' },
  { name: 'validFrom', kind: 'date' },
  { name: 'validTo', kind: 'date' },
  { name: 'descriptionEn', kind: 'text', wide: true },
  { name: 'descriptionTh', kind: 'text', wide: true },
  { name: 'active', kind: 'checkbox' },
];

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, async () => {
    const api = adminApi(args.context, args.params);
    const [coupons, rewards] = await Promise.all([api.get('/admin/coupons'), api.get('/admin/rewards')]);
    return {
      coupons: coupons.data,
      rewards: rewards.data.map((r) => ({ id: r.id, nameEn: r.nameEn, nameTh: r.nameTh })),
    };
  });
}

export const action = (args: Route.ActionArgs) =>
  resourceAction(args, { create: '/admin/coupons', update: '/admin/coupons/{id}' }, FIELDS);

export default function AdminCoupons({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation(['admin-money', 'admin'], { nsMode: 'fallback' });
  const locale = routeLocale(params);
  const choices = [
    { value: '', label: t('coupons.noReward') },
    ...loaderData.rewards.map((r) => ({ value: String(r.id), label: locale === 'th' ? r.nameTh : r.nameEn })),
  ];
  const fields = FIELDS.map((field) => (field.name === 'rewardId' ? { ...field, choices } : field));
  return (
    <>
      <AdminHeading title={t('sections.coupons')} intro={t('about.coupons')} />
      <ResourceEditor
        name="coupons"
        ns="admin-money"
        deletable={false}
        fields={fields}
        rows={loaderData.coupons}
        titleOf={(row) => `${String(row.code)}${row.active ? '' : ` · ${t('rewards.hidden')}`}`}
        detailOf={(row) =>
          [
            row.points === null
              ? t('coupons.grantReward', { name: row.rewardName ?? '?' })
              : t('coupons.grantPoints', { count: Number(row.points) }),
            t('coupons.uses', { used: row.used, max: row.maxUses }),
            row.validTo
              ? `${String(row.validFrom)} – ${String(row.validTo)}`
              : t('coupons.from', { day: row.validFrom }),
          ].join(' · ')
        }
      />
    </>
  );
}
