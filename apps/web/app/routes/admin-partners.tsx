import { PARTNER_CATEGORIES } from '@app/contracts/discovery';
import { useTranslation } from 'react-i18next';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ResourceEditor, type ResourceField } from '../features/admin/resource-editor.tsx';
import { resourceAction } from '../features/admin/resource-route.server.ts';
import type { Route } from './+types/admin-partners';

const FIELDS: ResourceField[] = [
  { name: 'name', kind: 'text' },
  { name: 'category', kind: 'select', options: PARTNER_CATEGORIES },
  { name: 'website', kind: 'url' },
  { name: 'email', kind: 'email' },
  { name: 'descriptionEn', kind: 'textarea', wide: true },
  { name: 'descriptionTh', kind: 'textarea', wide: true },
];

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, () => adminApi(args.context, args.params).get('/admin/partners'));
}

export const action = (args: Route.ActionArgs) =>
  resourceAction(
    args,
    { create: '/admin/partners', update: '/admin/partners/{id}', remove: '/admin/partners/{id}' },
    FIELDS,
  );

export default function AdminPartners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminHeading title={t('sections.partners')} intro={t('about.partners')} />
      <ResourceEditor
        name="partners"
        fields={FIELDS}
        rows={loaderData.data}
        titleOf={(row) => String(row.name)}
        detailOf={(row) => t(`options.${String(row.category)}`, { defaultValue: String(row.category) })}
      />
    </>
  );
}
