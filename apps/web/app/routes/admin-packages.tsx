import { useTranslation } from 'react-i18next';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ResourceEditor, type ResourceField } from '../features/admin/resource-editor.tsx';
import { resourceAction } from '../features/admin/resource-route.server.ts';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/admin-packages';

const FIELDS: ResourceField[] = [
  { name: 'nameEn', kind: 'text' },
  { name: 'nameTh', kind: 'text' },
  { name: 'slug', kind: 'text' },
  // Text, not a number input: a KUB price has up to 8 decimals and must never pass through a float.
  { name: 'price', kind: 'text' },
  { name: 'descriptionEn', kind: 'textarea', wide: true },
  { name: 'descriptionTh', kind: 'textarea', wide: true },
  { name: 'durationDays', kind: 'number' },
  { name: 'mainQuizQuota', kind: 'number' },
  { name: 'hintsPerMonth', kind: 'number' },
  { name: 'sortOrder', kind: 'number' },
  { name: 'nftMemberCard', kind: 'checkbox' },
  { name: 'kycRequired', kind: 'checkbox' },
  { name: 'newSubscribersOnly', kind: 'checkbox', checkedByDefault: false },
  { name: 'earnPoints', kind: 'checkbox' },
  { name: 'active', kind: 'checkbox' },
];

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, () => adminApi(args.context, args.params).get('/admin/packages'));
}

export const action = (args: Route.ActionArgs) =>
  resourceAction(args, { create: '/admin/packages', update: '/admin/packages/{id}' }, FIELDS);

export default function AdminPackages({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation(['admin-money', 'admin'], { nsMode: 'fallback' });
  const locale = routeLocale(params);
  return (
    <>
      <AdminHeading title={t('sections.packages')} intro={t('about.packages')} />
      <p className="mb-4 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        {t('packages.termsKept')}
      </p>
      <ResourceEditor
        name="packages"
        ns="admin-money"
        deletable={false}
        fields={FIELDS}
        rows={loaderData.data}
        titleOf={(row) =>
          `${String(locale === 'th' ? row.nameTh : row.nameEn)}${row.active ? '' : ` · ${t('packages.withdrawn')}`}`
        }
        detailOf={(row) =>
          t('packages.detail', { price: row.price, days: row.durationDays, sold: row.termsSold })
        }
      />
    </>
  );
}
