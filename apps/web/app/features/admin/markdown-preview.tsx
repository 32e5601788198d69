import type { Locale } from '@app/contracts/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, createApi } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { secondaryButtonClass } from './admin-fields.tsx';

/**
 * Shows a Markdown field as readers will see it: the API renders and sanitises it with the code
 * the article page uses. `fieldId` names the textarea whose current text is previewed.
 */
export function MarkdownPreview({ fieldId, locale }: { fieldId: string; locale: Locale }) {
  const { t } = useTranslation('admin');
  const hydrated = useHydrated();
  const [state, setState] = useState<
    | { kind: 'closed' }
    | { kind: 'loading' }
    | { kind: 'shown'; html: string }
    | { kind: 'failed'; message: string }
  >({ kind: 'closed' });

  const show = async () => {
    const field = document.getElementById(fieldId) as HTMLTextAreaElement | null;
    setState({ kind: 'loading' });
    try {
      const { html } = await createApi('browser', locale).post('/admin/articles/preview', {
        body: { markdown: field?.value ?? '' },
      });
      setState({ kind: 'shown', html });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof ApiError ? error.body.message : String(error) });
    }
  };

  const open = state.kind !== 'closed';
  return (
    <div className="mt-2">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={!hydrated || state.kind === 'loading'}
        aria-expanded={open}
        aria-controls={`${fieldId}-preview`}
        onClick={() => (open && state.kind !== 'loading' ? setState({ kind: 'closed' }) : void show())}
      >
        {open ? t('articles.hidePreview') : t('articles.preview')}
      </button>
      <div id={`${fieldId}-preview`} aria-live="polite">
        {state.kind === 'loading' && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('articles.previewLoading')}</p>
        )}
        {state.kind === 'failed' && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
            {state.message}
          </p>
        )}
        {state.kind === 'shown' && (
          <div
            className="prose-doc mt-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            data-testid={`${fieldId}-preview`}
            // Rendered and sanitised by the API, as on the article page.
            dangerouslySetInnerHTML={{ __html: state.html }}
          />
        )}
      </div>
    </div>
  );
}
