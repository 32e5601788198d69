import { useTranslation } from 'react-i18next';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ResourceEditor, type ResourceField } from '../features/admin/resource-editor.tsx';
import { resourceAction } from '../features/admin/resource-route.server.ts';
import type { Route } from './+types/admin-glossary';

const FIELDS: ResourceField[] = [
  { name: 'termEn', kind: 'text' },
  { name: 'termTh', kind: 'text' },
  { name: 'definitionEn', kind: 'textarea', wide: true },
  { name: 'definitionTh', kind: 'textarea', wide: true },
];

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, () => adminApi(args.context, args.params).get('/admin/glossary'));
}

export const action = (args: Route.ActionArgs) =>
  resourceAction(
    args,
    { create: '/admin/glossary', update: '/admin/glossary/{id}', remove: '/admin/glossary/{id}' },
    FIELDS,
  );

export default function AdminGlossary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminHeading title={t('sections.glossary')} intro={t('about.glossary')} />
      <ResourceEditor
        name="glossary"
        fields={FIELDS}
        rows={loaderData.data}
        titleOf={(row) => `${String(row.termEn)} · ${String(row.termTh)}`}
        detailOf={(row) => String(row.tag)}
      />
    </>
  );
}
