import { REWARD_TYPES } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ResourceEditor, type ResourceField } from '../features/admin/resource-editor.tsx';
import { resourceAction } from '../features/admin/resource-route.server.ts';
import { ImageUpload } from '../features/admin/image-upload.tsx';
import { createApi } from '../lib/api.ts';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/admin-rewards';

const FIELDS: ResourceField[] = [
  { name: 'nameEn', kind: 'text' },
  { name: 'nameTh', kind: 'text' },
  { name: 'slug', kind: 'text' },
  { name: 'type', kind: 'select', options: REWARD_TYPES },
  { name: 'descriptionEn', kind: 'textarea', wide: true },
  { name: 'descriptionTh', kind: 'textarea', wide: true },
  { name: 'costPoints', kind: 'number' },
  { name: 'stock', kind: 'number' },
  { name: 'perUserLimit', kind: 'number' },
  { name: 'sortOrder', kind: 'number' },
  { name: 'subscriptionRequired', kind: 'checkbox', checkedByDefault: false },
  { name: 'active', kind: 'checkbox' },
];

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, () => adminApi(args.context, args.params).get('/admin/rewards'));
}

export const action = (args: Route.ActionArgs) =>
  resourceAction(args, { create: '/admin/rewards', update: '/admin/rewards/{id}' }, FIELDS);

export default function AdminRewards({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation(['admin-money', 'admin'], { nsMode: 'fallback' });
  const locale = routeLocale(params);
  return (
    <>
      <AdminHeading title={t('sections.rewards')} intro={t('about.rewards')} />
      <ResourceEditor
        name="rewards"
        ns="admin-money"
        deletable={false}
        fields={FIELDS}
        rows={loaderData.data}
        titleOf={(row) =>
          `${String(locale === 'th' ? row.nameTh : row.nameEn)}${row.active ? '' : ` · ${t('rewards.hidden')}`}`
        }
        detailOf={(row) =>
          t('rewards.detail', {
            type: t(`options.${String(row.type)}`),
            cost: row.costPoints,
            redeemed: row.redeemed,
            stock: row.stock,
            pending: row.pending,
          })
        }
        extraOf={(row) => (
          <div className="flex flex-wrap items-start gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
            <img
              src={String(row.image)}
              alt=""
              className="size-20 rounded-xl object-cover"
              data-testid={`reward-image-${row.id}-preview`}
            />
            <ImageUpload
              id={`reward-image-${row.id}`}
              title={t('rewards.image')}
              choose={t('rewards.chooseImage')}
              hint={t('rewards.imageHint')}
              send={(file) =>
                createApi('browser', locale).upload('/admin/rewards/{id}/image', file, {
                  path: { id: row.id },
                })
              }
            />
          </div>
        )}
      />
    </>
  );
}
