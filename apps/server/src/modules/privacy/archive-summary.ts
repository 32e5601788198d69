import type { Locale } from '@app/contracts/locale';
import type { DataArchive } from './data-archive.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXT = {
  en: {
    title: 'Your data at KUB Academy',
    intro:
      'This is everything KUB Academy holds about you, as of the time below. The JSON file has the same records in a machine-readable form.',
    none: 'Nothing held.',
    kept: 'Kept after closing the account:',
  },
  th: {
    title: 'ข้อมูลของคุณที่ KUB Academy',
    intro: 'นี่คือข้อมูลทั้งหมดที่ KUB Academy เก็บเกี่ยวกับคุณ ณ เวลาด้านล่าง ไฟล์ JSON มีข้อมูลเดียวกันในรูปแบบที่เครื่องอ่านได้',
    none: 'ไม่มีข้อมูล',
    kept: 'เก็บไว้หลังปิดบัญชี:',
  },
} as const;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The archive as one readable HTML page: a heading and a table per kind of record. */
export function archiveSummary(archive: DataArchive, locale: Locale): string {
  const text = TEXT[locale];
  const sections = Object.entries(archive.sections).map(([name, section]) => {
    const fields = Object.keys(section.fields);
    const body =
      section.records.length === 0
        ? `<p>${escapeHtml(text.none)}</p>`
        : `<table><thead><tr>${fields.map((f) => `<th scope="col">${escapeHtml(f)}</th>`).join('')}</tr></thead><tbody>${section.records
            .map((record) => `<tr>${fields.map((f) => `<td>${cell(record[f])}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`;
    const kept = section.keptAfterClosure
      ? `<p><small>${escapeHtml(text.kept)} ${escapeHtml(section.keptAfterClosure)}</small></p>`
      : '';
    return `<section><h2>${escapeHtml(name)} (${section.records.length})</h2>${kept}${body}</section>`;
  });
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(text.title)}</title>
<style>body{font-family:Arial,sans-serif;margin:2rem;color:#0f172a}table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #cbd5e1;padding:4px 6px;text-align:left;vertical-align:top}</style>
</head><body><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.intro)}</p><p>${escapeHtml(archive.generatedAt)}</p>
${sections.join('\n')}
</body></html>`;
}
