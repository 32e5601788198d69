import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Trans as RealTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import browserI18next from './browser-i18next.ts';
import { Trans } from './browser-react-i18next.tsx';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {}, th: {} };
for (const [path, catalog] of Object.entries(files)) {
  const [, locale = '', namespace = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  resources[locale]![namespace] = catalog;
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const settings = (lng: string) => ({
  lng,
  fallbackLng: false as const,
  resources: { [lng]: resources[lng]! },
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** i18next and its browser stand-in, set up as app/i18n/i18n.ts sets them up. */
function both(lng: string) {
  const real = i18next.createInstance();
  void real.init(settings(lng));
  const mine = browserI18next.createInstance();
  void mine.init(settings(lng));
  return { real, mine };
}

/** Values for every placeholder of a text, and the counts plural keys are read with. */
function optionSets(text: string): Record<string, unknown>[] {
  const names = [...text.matchAll(/{{\s*([\w.]+)/g)].map((match) => match[1]!);
  const values = Object.fromEntries(
    names.filter((name) => name !== 'count').map((name) => [name, `<${name}>`]),
  );
  return [{}, values, ...[0, 1, 2, 21, 1234.5].map((count) => ({ ...values, count }))];
}

describe.each(['en', 'th'])('the browser i18next in %s', (lng) => {
  const { real, mine } = both(lng);

  it('answers every key of every catalog as i18next does, with and without values and counts', () => {
    let compared = 0;
    for (const [namespace, catalog] of Object.entries(resources[lng]!)) {
      const realT = real.getFixedT(lng, namespace);
      const mineT = mine.getFixedT(lng, namespace);
      for (const [path, text] of leaves(catalog)) {
        // A plural form is also read through its base key.
        const keys = [path, path.replace(/_(zero|one|two|few|many|other)$/, '')];
        for (const key of new Set(keys)) {
          for (const options of optionSets(text)) {
            expect(mineT(key, options), `${namespace}:${key} ${JSON.stringify(options)}`).toBe(
              realT(key, options),
            );
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });

  it('reads ns:key, tries namespaces in order, and falls back to a default or the key', () => {
    const calls: [string, Record<string, unknown>?][] = [
      ['shell:demo.label'],
      ['articles:home.title'],
      ['nav.learn'],
      ['no.such.key'],
      ['articles:no.such.key'],
      ['no.such.key', { defaultValue: 'Fallback {{name}}', name: 'x' }],
      ['meta.title', { ns: 'learning' }],
    ];
    for (const [key, options] of calls) {
      expect(mine.t(key, options), key).toBe(real.t(key, options));
    }
    const fallback = ['admin-quizzes', 'admin'];
    const realT = real.getFixedT(lng, fallback);
    const mineT = mine.getFixedT(lng, fallback);
    for (const [key] of leaves(resources[lng]!.admin).slice(0, 200)) expect(mineT(key)).toBe(realT(key));
  });

  it('renders Trans with named tags and values as react-i18next does', () => {
    const values = { email: 'reader@example.com', subject: 'ex-42' };
    const components = { strong: createElement('strong', { className: 'font-semibold' }) };
    const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
    const real1 = real.getFixedT(lng, 'wallet');
    const mine1 = mine.getFixedT(lng, 'wallet');
    const html = render(createElement(Trans, { t: mine1, i18nKey: 'deposit.linked', values, components }));
    expect(html).toContain('<strong class="font-semibold">reader@example.com</strong>');
    expect(html).toBe(
      render(
        createElement(RealTrans, { t: real1, i18n: real, i18nKey: 'deposit.linked', values, components }),
      ),
    );
  });
});
