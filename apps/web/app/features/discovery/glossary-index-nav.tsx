import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alphabetLetters, type GlossaryAlphabet, letterAnchor } from './glossary-groups.ts';

/**
 * One alphabet's jump links. Letters of the alphabet on show jump within the page; the other
 * alphabet's letters reload the list grouped that way. Letters without a term are shown but
 * disabled.
 */
export function GlossaryIndexNav({
  alphabet,
  current,
  available,
  query,
}: {
  alphabet: GlossaryAlphabet;
  current: GlossaryAlphabet;
  available: readonly string[];
  query: string;
}) {
  const { t } = useTranslation('discovery');
  const label = alphabet === 'th' ? t('glossary.indexThai') : t('glossary.indexEnglish');
  const search = new URLSearchParams({ ...(query ? { q: query } : {}), by: alphabet }).toString();
  return (
    <nav aria-label={label} data-testid={`glossary-index-${alphabet}`}>
      <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-1">
        {alphabetLetters(alphabet).map((letter) => {
          const name = letter === '#' ? t('glossary.otherLetter') : letter;
          const base = 'flex h-9 min-w-9 items-center justify-center rounded-lg px-1.5 text-sm font-semibold';
          if (!available.includes(letter)) {
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
              {alphabet === current ? (
                <a href={`#${hash}`} className={className} aria-label={letter === '#' ? name : undefined}>
                  {letter}
                </a>
              ) : (
                <Link
                  to={{ search: `?${search}`, hash }}
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
