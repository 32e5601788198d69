import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, unknown>> = { en: {}, th: {} };
for (const [path, catalog] of Object.entries(files)) {
  const [, locale = '', namespace = ''] = /\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  resources[locale] = { ...resources[locale], [namespace]: catalog };
}

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => Object.assign(all, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {} as Record<string, string>,
  );
}

describe('translation catalogs', () => {
  const english = flatten(resources.en);
  const thai = flatten(resources.th);

  it('load the common namespace in both languages', () => {
    expect(Object.keys(english)).toContain('common.nav.learn');
  });

  it('have the same keys in English and Thai', () => {
    expect(Object.keys(thai).sort()).toEqual(Object.keys(english).sort());
  });

  it('have no empty strings and keep the same placeholders', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('');
      expect(thai[key]?.trim(), key).not.toBe('');
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(thai[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('translate the interface into Thai rather than copying English', () => {
    const copied = Object.keys(english).filter(
      // Placeholders (`{{start}} – {{end}}`) and units (`KUB`) are the same in both languages.
      (key) => english[key] === thai[key] && /[a-z]{4,}/.test((english[key] ?? '').replace(/{{\w+}}/g, '')),
    );
    expect(copied).toEqual(['common.brand']);
  });

  it('call points คะแนน in Thai, one word everywhere', () => {
    const other = Object.entries(thai).filter(([, text]) => text.includes('พอยต์'));
    expect(other).toEqual([]);
  });

  it('call the exchange กระดานเทรด in Thai, one word everywhere', () => {
    const other = Object.entries(thai).filter(([, text]) => /เอกซ์เชนจ์|เอ็กซ์เชนจ์|เอ็กซ์เชนจ์/.test(text));
    expect(other).toEqual([]);
    expect(Object.values(thai).filter((text) => text.includes('กระดานเทรด')).length).toBeGreaterThan(10);
  });

  it('price packages in KUB only, never in dollars or baht', () => {
    const priced = (catalog: Record<string, string>) =>
      Object.entries(catalog).filter(([, text]) => /\$\s?\d|\bbaht\b|\d\s?บาท/i.test(text));
    expect(priced(english)).toEqual([]);
    expect(priced(thai)).toEqual([]);
  });
});
