import type { Locale } from '@app/contracts/locale';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { type GlossaryAlphabet, type GlossaryGroup, letterAnchor } from '@app/contracts/glossary-page';

/** Terms under their letters; the heading is the term in the alphabet being browsed. */
export function GlossaryList({
  groups,
  alphabet,
  locale,
}: {
  groups: GlossaryGroup[];
  alphabet: GlossaryAlphabet;
  locale: Locale;
}) {
  return (
    <div className="space-y-10" data-testid="glossary-list">
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={letterAnchor(alphabet, group.letter)}>
          <h2
            id={letterAnchor(alphabet, group.letter)}
            className="sticky top-16 z-10 -mx-2 scroll-mt-20 bg-white/95 px-2 py-2 text-2xl font-bold text-primary-700 backdrop-blur dark:bg-slate-950/95 dark:text-primary-300"
          >
            {group.letter}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {group.entries.map((entry) => {
              const [main, other] =
                alphabet === 'th' ? [entry.termTh, entry.termEn] : [entry.termEn, entry.termTh];
              return (
                <li
                  key={entry.id}
                  id={`term-${entry.id}`}
                  className="scroll-mt-32 py-4"
                  data-testid="glossary-term"
                >
                  <h3 className="text-lg font-semibold">
                    <Link
                      to={localePath(locale, `/glossary/${entry.id}`)}
                      className="inline-block hover:text-primary-700 hover:underline dark:hover:text-primary-300"
                    >
                      {main}
                    </Link>
                  </h3>
                  <p
                    className="text-sm text-slate-600 dark:text-slate-400"
                    lang={alphabet === 'th' ? 'en' : 'th'}
                  >
                    {other}
                  </p>
                  <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{entry.summary}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
