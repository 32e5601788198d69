import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import {
  adminApi,
  type ActionResult,
  formObject,
  loadAdmin,
  runAction,
} from '../features/admin/admin-api.server.ts';
import { ARTICLE_TEXT_FIELDS, ArticleForm } from '../features/admin/article-form.tsx';
import { buttonClass, cardClass, FormNote, secondaryButtonClass } from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ImageUpload } from '../features/admin/image-upload.tsx';
import { createApi } from '../lib/api.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/admin-article-edit';

function articleId(params: { id?: string }): number | null {
  if (params.id === 'new') return null;
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data({ status: 404 }, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const id = articleId(args.params);
  const api = adminApi(args.context, args.params);
  return loadAdmin(args, async () => {
    const [categories, article] = await Promise.all([
      api.get('/admin/categories'),
      id === null ? Promise.resolve(null) : api.get('/admin/articles/{id}', { params: { path: { id } } }),
    ]);
    return { categories: categories.data, article };
  });
}

export async function action(args: Route.ActionArgs) {
  const id = articleId(args.params);
  const api = adminApi(args.context, args.params);
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const result: ActionResult = await runAction(intent, async () => {
    if (intent === 'save') {
      const body = {
        ...formObject(form, ARTICLE_TEXT_FIELDS),
        exclusive: form.get('exclusive') === 'true',
        highlighted: form.get('highlighted') === 'true',
        topics: form.getAll('topics').map(Number),
      };
      const saved =
        id === null
          ? await api.form.post('/admin/articles', body)
          : await api.form.put('/admin/articles/{id}', body, { params: { path: { id: Number(id) } } });
      return { id: saved.id };
    }
    if ((intent === 'publish' || intent === 'unpublish') && id !== null) {
      const path = { params: { path: { id } } };
      if (intent === 'publish') await api.post('/admin/articles/{id}/publish', path);
      else await api.post('/admin/articles/{id}/unpublish', path);
      return { id };
    }
    throw data({ status: 400 }, { status: 400 });
  });
  if (result.ok && id === null)
    throw redirect(localePath(routeLocale(args.params), `/admin/articles/${result.id}?created=1`));
  return result;
}

export default function AdminArticleEdit({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const locale = routeLocale(params);
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const { article, categories } = loaderData;
  const errors = result && !result.ok && result.intent === 'save' ? result.errors : {};
  const publishError =
    result && !result.ok && result.intent !== 'save' ? Object.values(result.errors)[0] : undefined;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'save';
  return (
    <>
      <AdminHeading
        title={article ? (article.en?.title ?? article.slug) : t('articles.new')}
        actions={
          <Link to={localePath(locale, '/admin/articles')} className={secondaryButtonClass}>
            {t('articles.back')}
          </Link>
        }
      />
      {article && (
        <section
          className={`${cardClass} mb-6 flex flex-wrap items-center justify-between gap-4`}
          aria-label={t('articles.publishing')}
        >
          <div>
            <p className="font-semibold" data-testid="article-status">
              {article.published ? t('articles.statuses.published') : t('articles.statuses.draft')}
            </p>
            {article.published && (
              <p className="text-sm">
                <a
                  className="text-primary-700 underline dark:text-primary-300"
                  href={localePath('en', `/articles/${article.slug}`)}
                >
                  EN
                </a>{' '}
                ·{' '}
                <a
                  className="text-primary-700 underline dark:text-primary-300"
                  href={localePath('th', `/articles/${article.slug}`)}
                >
                  TH
                </a>
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Link
              to={`${localePath(locale, '/admin/quizzes')}?article=${article.id}`}
              className={secondaryButtonClass}
              data-testid="article-quiz-link"
            >
              {t('articles.quiz')}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value={article.published ? 'unpublish' : 'publish'} />
              <button
                type="submit"
                className={article.published ? secondaryButtonClass : buttonClass}
                disabled={busy}
              >
                {article.published ? t('articles.unpublish') : t('articles.publish')}
              </button>
            </Form>
          </div>
          <div className="w-full">
            <FormNote tone="error" message={publishError} />
          </div>
          <div className="w-full">
            <ImageUpload
              id="cover"
              title={t('articles.cover')}
              choose={t('articles.chooseCover')}
              hint={t('articles.coverHint')}
              send={(file) =>
                createApi('browser', locale).upload('/admin/articles/{id}/cover', file, {
                  path: { id: article.id },
                })
              }
            >
              {article.coverImage ? (
                <img
                  src={article.coverImage}
                  alt=""
                  className="mt-2 aspect-[2/1] w-full max-w-md rounded-xl object-cover"
                  data-testid="cover-preview"
                />
              ) : (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('articles.noCover')}</p>
              )}
            </ImageUpload>
          </div>
        </section>
      )}
      <ArticleForm
        key={article?.updatedAt ?? 'new'}
        article={article}
        categories={categories}
        errors={errors}
        saved={result?.ok === true && result.intent === 'save'}
      />
    </>
  );
}
