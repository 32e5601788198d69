import { DIFFICULTIES } from '@app/contracts/articles';
import { useTranslation } from 'react-i18next';
import { adminApi, loadAdmin, runAction } from '../features/admin/admin-api.server.ts';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { flattenErrors, lines } from '../features/admin/learning-admin.server.ts';
import { ResourceEditor, resourceBody, type ResourceField } from '../features/admin/resource-editor.tsx';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/admin-learning-paths';

const FIELDS: ResourceField[] = [
  { name: 'titleEn', kind: 'text' },
  { name: 'titleTh', kind: 'text' },
  { name: 'slug', kind: 'text' },
  { name: 'level', kind: 'select', options: DIFFICULTIES },
  { name: 'summaryEn', kind: 'textarea', wide: true },
  { name: 'summaryTh', kind: 'textarea', wide: true },
  { name: 'pathArticles', kind: 'textarea', wide: true },
  { name: 'sortOrder', kind: 'number' },
  { name: 'active', kind: 'checkbox' },
];

/** The API's body paths and the form's field names. */
const RENAME = {
  'title.en': 'titleEn',
  'title.th': 'titleTh',
  'summary.en': 'summaryEn',
  'summary.th': 'summaryTh',
  articles: 'pathArticles',
};

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, async () => {
    const { data } = await adminApi(args.context, args.params).get('/admin/learning/paths');
    return {
      data: data.map((path) => ({
        id: path.id,
        slug: path.slug,
        level: path.level,
        titleEn: path.title.en,
        titleTh: path.title.th,
        summaryEn: path.summary.en,
        summaryTh: path.summary.th,
        pathArticles: path.articles.join('\n'),
        articleCount: path.articles.length,
        sortOrder: path.sortOrder,
        active: path.active,
        certificatesIssued: path.certificatesIssued,
      })),
    };
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const [verb, id] = intent.split(':');
  const flat = resourceBody(form, FIELDS);
  const body = {
    slug: flat.slug,
    level: flat.level,
    title: { en: flat.titleEn, th: flat.titleTh },
    summary: { en: flat.summaryEn, th: flat.summaryTh },
    articles: lines(flat.pathArticles),
    sortOrder: flat.sortOrder ?? undefined,
    active: flat.active,
  };
  const api = adminApi(args.context, args.params);
  const result = await runAction(intent, async () => {
    if (verb === 'create') return api.form.post('/admin/learning/paths', body);
    if (verb === 'update')
      return api.form.put('/admin/learning/paths/{id}', body, { params: { path: { id: Number(id) } } });
    throw new Response('Unknown intent', { status: 400 });
  });
  return flattenErrors(result, RENAME);
}

export default function AdminLearningPaths({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const locale = routeLocale(params);
  return (
    <>
      <AdminHeading title={t('sections.learningPaths')} intro={t('about.learningPaths')} />
      <ResourceEditor
        name="learning-paths"
        deletable={false}
        fields={FIELDS}
        rows={loaderData.data}
        titleOf={(row) =>
          `${String(locale === 'th' ? row.titleTh : row.titleEn)}${row.active ? '' : ` · ${t('learningPaths.hidden')}`}`
        }
        detailOf={(row) =>
          t('learningPaths.detail', {
            level: t(`options.${String(row.level)}`),
            count: Number(row.articleCount),
            certificates: row.certificatesIssued,
          })
        }
      />
    </>
  );
}
