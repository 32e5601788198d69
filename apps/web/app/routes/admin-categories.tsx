import { useTranslation } from 'react-i18next';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ResourceEditor, type ResourceField } from '../features/admin/resource-editor.tsx';
import { resourceAction } from '../features/admin/resource-route.server.ts';
import type { Route } from './+types/admin-categories';

const FIELDS: ResourceField[] = [
  { name: 'nameEn', kind: 'text' },
  { name: 'nameTh', kind: 'text' },
  { name: 'ranking', kind: 'number' },
  { name: 'active', kind: 'checkbox' },
];

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, () => adminApi(args.context, args.params).get('/admin/categories'));
}

export const action = (args: Route.ActionArgs) =>
  resourceAction(
    args,
    { create: '/admin/categories', update: '/admin/categories/{id}', remove: '/admin/categories/{id}' },
    FIELDS,
  );

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminHeading title={t('sections.categories')} intro={t('about.categories')} />
      <ResourceEditor
        name="categories"
        fields={FIELDS}
        rows={loaderData.data}
        titleOf={(row) => `#${String(row.key)} ${String(row.nameEn)} · ${String(row.nameTh)}`}
        detailOf={(row) =>
          `${t('categories.articles', { count: Number(row.articleCount) })}${row.active ? '' : ` · ${t('categories.hidden')}`}`
        }
      />
    </>
  );
}
