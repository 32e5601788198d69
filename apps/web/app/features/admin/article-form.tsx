import type { AdminArticle, AdminCategory } from '@app/contracts/admin';
import { DIFFICULTIES } from '@app/contracts/articles';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation, useParams } from 'react-router';
import { routeLocale } from '../../lib/route-data.ts';
import { MarkdownPreview } from './markdown-preview.tsx';
import {
  buttonClass,
  cardClass,
  CheckField,
  Field,
  FieldError,
  FormNote,
  SelectField,
  TextArea,
} from './admin-fields.tsx';

export const ARTICLE_TEXT_FIELDS = [
  'slug',
  'author',
  'difficulty',
  'en.title',
  'en.summary',
  'en.body',
  'en.coverAlt',
  'th.title',
  'th.summary',
  'th.body',
  'th.coverAlt',
] as const;

const FORM = 'article';

/** The article editor: shared facts, then the English and Thai versions side by side on wide screens. */
export function ArticleForm({
  article,
  categories,
  errors,
  saved,
}: {
  article: AdminArticle | null;
  categories: AdminCategory[];
  errors: Record<string, string>;
  saved: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const version = (locale: 'en' | 'th') => article?.[locale] ?? null;
  const pageLocale = routeLocale(useParams());
  return (
    <Form method="post" noValidate className="space-y-6" data-testid="article-form">
      <input type="hidden" name="intent" value="save" />
      <section className={`${cardClass} grid gap-4 sm:grid-cols-2`}>
        <Field
          form={FORM}
          name="slug"
          label={t('fields.slug')}
          hint={t('articles.slugHint')}
          defaultValue={article?.slug ?? ''}
          error={errors.slug}
        />
        <Field
          form={FORM}
          name="author"
          label={t('fields.author')}
          defaultValue={article?.author ?? 'KUB Academy'}
          error={errors.author}
        />
        <SelectField
          form={FORM}
          name="difficulty"
          label={t('fields.difficulty')}
          defaultValue={article?.difficulty ?? 'BEGINNER'}
          error={errors.difficulty}
          options={DIFFICULTIES.map((value) => ({ value, label: t(`options.${value}`) }))}
        />
        <div className="flex flex-col justify-end gap-2">
          <CheckField
            form={FORM}
            name="exclusive"
            label={t('fields.exclusive')}
            defaultChecked={article?.exclusive ?? false}
          />
          <CheckField
            form={FORM}
            name="highlighted"
            label={t('fields.highlighted')}
            defaultChecked={article?.highlighted ?? false}
          />
        </div>
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.topics ? 'article-topics-error' : undefined}
        >
          <legend className="text-sm font-semibold">{t('fields.topics')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {categories.map((category) => (
              <label
                key={category.key}
                className="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 dark:border-slate-700 dark:has-[:checked]:bg-primary-950"
              >
                <input
                  type="checkbox"
                  name="topics"
                  value={category.key}
                  defaultChecked={article?.topics.includes(category.key) ?? false}
                  className="accent-primary-700"
                />
                {i18n.language === 'th' ? category.nameTh : category.nameEn}
              </label>
            ))}
          </div>
          <FieldError id="article-topics-error" message={errors.topics} />
        </fieldset>
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        {(['en', 'th'] as const).map((locale) => (
          <section
            key={locale}
            className={`${cardClass} space-y-4`}
            lang={locale}
            aria-labelledby={`article-${locale}-heading`}
          >
            <h2 id={`article-${locale}-heading`} className="text-lg font-semibold">
              {t(`articles.version.${locale}`)}
            </h2>
            <FieldError id={`article-${locale}-error`} message={errors[locale]} />
            <Field
              form={FORM}
              name={`${locale}.title`}
              label={t('fields.title')}
              defaultValue={version(locale)?.title ?? ''}
              error={errors[`${locale}.title`]}
            />
            <TextArea
              form={FORM}
              name={`${locale}.summary`}
              label={t('fields.summary')}
              rows={3}
              defaultValue={version(locale)?.summary ?? ''}
              error={errors[`${locale}.summary`]}
            />
            <TextArea
              form={FORM}
              name={`${locale}.body`}
              label={t('fields.body')}
              hint={t('articles.markdownHint')}
              rows={14}
              defaultValue={version(locale)?.body ?? ''}
              error={errors[`${locale}.body`]}
            />
            <MarkdownPreview fieldId={`${FORM}-${locale}-body`} locale={pageLocale} />
            <Field
              form={FORM}
              name={`${locale}.coverAlt`}
              label={t('fields.coverAlt')}
              defaultValue={version(locale)?.coverAlt ?? ''}
              error={errors[`${locale}.coverAlt`]}
            />
          </section>
        ))}
      </div>
      <FormNote
        tone="error"
        message={errors.form ?? (Object.keys(errors).length > 0 ? t('common.fixFields') : undefined)}
      />
      {saved && <FormNote tone="success" message={t('common.saved')} />}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? t('common.saving') : t('articles.save')}
      </button>
    </Form>
  );
}
