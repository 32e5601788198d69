import { useTranslation } from 'react-i18next';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ResourceEditor, type ResourceField } from '../features/admin/resource-editor.tsx';
import { resourceAction } from '../features/admin/resource-route.server.ts';
import type { Route } from './+types/admin-get-started';

const STEP_FIELDS: ResourceField[] = [
  { name: 'order', kind: 'number' },
  { name: 'link', kind: 'text' },
  { name: 'titleEn', kind: 'text' },
  { name: 'titleTh', kind: 'text' },
  { name: 'bodyEn', kind: 'textarea', wide: true },
  { name: 'bodyTh', kind: 'textarea', wide: true },
];
const BANNER_FIELDS: ResourceField[] = [
  { name: 'titleEn', kind: 'text' },
  { name: 'titleTh', kind: 'text' },
  { name: 'subtitleEn', kind: 'textarea', wide: true },
  { name: 'subtitleTh', kind: 'textarea', wide: true },
];

export async function loader(args: Route.LoaderArgs) {
  const api = adminApi(args.context, args.params);
  const tab = new URL(args.request.url).searchParams.get('tab') === 'banners' ? 'banners' : 'steps';
  return loadAdmin(args, async () =>
    tab === 'banners'
      ? { tab, rows: (await api.get('/admin/get-started/banners')).data }
      : { tab, rows: (await api.get('/admin/get-started/steps')).data },
  );
}

export const action = (args: Route.ActionArgs) => {
  const banners = new URL(args.request.url).searchParams.get('tab') === 'banners';
  return banners
    ? resourceAction(
        args,
        {
          create: '/admin/get-started/banners',
          update: '/admin/get-started/banners/{id}',
          remove: '/admin/get-started/banners/{id}',
        },
        BANNER_FIELDS,
      )
    : resourceAction(
        args,
        {
          create: '/admin/get-started/steps',
          update: '/admin/get-started/steps/{id}',
          remove: '/admin/get-started/steps/{id}',
        },
        STEP_FIELDS,
      );
};

export default function AdminGetStarted({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const tabClass = (active: boolean) =>
    `rounded-full px-4 py-2 text-sm font-semibold ${
      active ? 'bg-primary-700 text-white' : 'border border-slate-300 dark:border-slate-700'
    }`;
  return (
    <>
      <AdminHeading title={t('sections.getStarted')} intro={t('about.getStarted')} />
      <nav aria-label={t('getStarted.tabs')} className="mb-6 flex gap-2">
        <a
          href="?tab=steps"
          className={tabClass(loaderData.tab === 'steps')}
          aria-current={loaderData.tab === 'steps' ? 'page' : undefined}
        >
          {t('getStarted.steps')}
        </a>
        <a
          href="?tab=banners"
          className={tabClass(loaderData.tab === 'banners')}
          aria-current={loaderData.tab === 'banners' ? 'page' : undefined}
        >
          {t('getStarted.banners')}
        </a>
      </nav>
      {loaderData.tab === 'banners' ? (
        <ResourceEditor
          key="banners"
          name="banners"
          fields={BANNER_FIELDS}
          rows={loaderData.rows}
          titleOf={(row) => String(row.titleEn)}
          detailOf={(row) => String(row.titleTh)}
        />
      ) : (
        <ResourceEditor
          key="steps"
          name="steps"
          fields={STEP_FIELDS}
          rows={loaderData.rows}
          titleOf={(row) => `${String(row.order)}. ${String(row.titleEn)}`}
          detailOf={(row) => String(row.titleTh)}
        />
      )}
    </>
  );
}
