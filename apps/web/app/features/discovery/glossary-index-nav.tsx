import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alphabetLetters, type GlossaryAlphabet, letterAnchor } from '@app/contracts/glossary-page';
import { glossarySearch } from './glossary-pages.tsx';

/**
 * One alphabet's jump links. A letter on the page on show jumps within it; any other opens the
 * page where that letter starts, grouped by this alphabet. Letters without a term are shown but
 * disabled.
 */
export function GlossaryIndexNav({
  alphabet,
  current,
  page,
  letterPages,
  query,
}: {
  alphabet: GlossaryAlphabet;
  current: GlossaryAlphabet;
  page: number;
  /** The page on which each letter with terms starts. */
  letterPages: Record<string, number>;
  query: string;
}) {
  const { t } = useTranslation('discovery');
  const label = alphabet === 'th' ? t('glossary.indexThai') : t('glossary.indexEnglish');
  return (
    <nav aria-label={label} data-testid={`glossary-index-${alphabet}`}>
      <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-1">
        {alphabetLetters(alphabet).map((letter) => {
          const name = letter === '#' ? t('glossary.otherLetter') : letter;
          const base = 'flex h-9 min-w-9 items-center justify-center rounded-lg px-1.5 text-sm font-semibold';
          const letterPage = letterPages[letter];
          if (letterPage === undefined) {
            return (
              <li key={letter}>
                <span
                  aria-disabled="true"
                  title={t('glossary.letterNone', { letter: name })}
                  className={`${base} cursor-not-allowed text-slate-400 dark:text-slate-600`}
                >
                  <span aria-hidden>{letter}</span>
                  <span className="sr-only">{t('glossary.letterNone', { letter: name })}</span>
                </span>
              </li>
            );
          }
          const className = `${base} border border-slate-200 bg-white text-slate-800 hover:border-primary-500 hover:text-primary-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:text-primary-300`;
          const hash = letterAnchor(alphabet, letter);
          return (
            <li key={letter}>
              {alphabet === current && letterPage === page ? (
                <a href={`#${hash}`} className={className} aria-label={letter === '#' ? name : undefined}>
                  {letter}
                </a>
              ) : (
                <Link
                  to={{ search: glossarySearch({ query, alphabet, page: letterPage }), hash }}
                  className={className}
                  aria-label={letter === '#' ? name : undefined}
                >
                  {letter}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
