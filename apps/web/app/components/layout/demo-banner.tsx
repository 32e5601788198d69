import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';

/** Where demo mode shows the mails the site would have sent (served by the API server). */
export const MAILBOX_PATH = '/dev/mailbox';

/** Whether the site runs in demo mode (the server tells every page through the root loader). */
export function useDemoMode(): boolean {
  return useRouteLoaderData<{ demo?: boolean }>('root')?.demo === true;
}

/** On every page in demo mode: says so, and leads to the mailbox where account mails wait. */
export function DemoBanner() {
  const { t } = useTranslation('shell');
  if (!useDemoMode()) return null;
  return (
    <div
      role="note"
      data-testid="demo-banner"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold tracking-wide uppercase dark:bg-amber-800">
          {t('demo.label')}
        </span>
        <span className="min-w-0 flex-1">
          {/* Phones get the short sentence, so the page still starts in the first screen. */}
          <span className="sm:hidden">{t('demo.short')}</span>
          <span className="max-sm:hidden">{t('demo.banner')}</span>
        </span>
        {/* The mailbox is a page of the server, not of this app: a full page load. */}
        <a
          href={MAILBOX_PATH}
          data-testid="demo-mailbox-link"
          className="inline-flex min-h-6 items-center font-semibold underline underline-offset-2"
        >
          {t('demo.mailbox')}
        </a>
      </p>
    </div>
  );
}
