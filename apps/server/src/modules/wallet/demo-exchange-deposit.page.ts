import { DEMO_EXCHANGE_WALLET_PATH } from '@app/contracts/wallet';

export type Lang = 'en' | 'th';

/** The Thai font this page uses, served beside it (the same face as the site's). */
export const THAI_FONT_PATH = `${DEMO_EXCHANGE_WALLET_PATH}/noto-sans-thai.woff2`;

export interface DemoWalletForm {
  lang: Lang;
  account: string;
  amount: string;
  token?: string;
  errors?: { account?: string; amount?: string; form?: string };
  /** The site's theme cookie, when the visitor chose one; else the system's preference. */
  theme?: 'light' | 'dark';
}

const TEXT = {
  en: {
    brand: 'Demo exchange',
    title: 'Send KUB to KUB Academy',
    intro:
      'This page plays the exchange on this demo site. Sending posts a real signed deposit ' +
      'notification to KUB Academy: it shows as pending at once and is credited a few seconds later.',
    account: 'Exchange account',
    accountHint: 'The account’s subject (for example bk-100001) or the e-mail of a KUB Academy account.',
    amount: 'Amount (KUB)',
    amountHint: 'A positive amount with at most 8 decimals, for example 25 or 0.5.',
    send: 'Send KUB',
    sentTitle: 'KUB on its way',
    sent: (amount: string) =>
      `You sent ${amount} KUB to KUB Academy. It shows as pending now and is credited in a few seconds.`,
    reference: 'Reference',
    back: 'Back to Deposit on KUB Academy',
    again: 'Send more KUB',
    other: 'ภาษาไทย',
    demo: 'Demo mode: no real money moves.',
  },
  th: {
    brand: 'กระดานเทรดสาธิต',
    title: 'ส่ง KUB ไปยัง KUB Academy',
    intro:
      'หน้านี้จำลองกระดานเทรดบนเว็บไซต์สาธิตนี้ การส่งจะแจ้งการฝากเงินที่ลงลายเซ็นจริงไปยัง KUB Academy ' +
      'โดยจะแสดงเป็นรอดำเนินการทันที และเข้าบัญชีภายในไม่กี่วินาที',
    account: 'บัญชีกระดานเทรด',
    accountHint: 'รหัสบัญชี (เช่น bk-100001) หรืออีเมลของบัญชี KUB Academy',
    amount: 'จำนวน (KUB)',
    amountHint: 'จำนวนที่มากกว่าศูนย์ ทศนิยมไม่เกิน 8 ตำแหน่ง เช่น 25 หรือ 0.5',
    send: 'ส่ง KUB',
    sentTitle: 'KUB กำลังเดินทาง',
    sent: (amount: string) =>
      `คุณส่ง ${amount} KUB ไปยัง KUB Academy แล้ว ขณะนี้แสดงเป็นรอดำเนินการ และจะเข้าบัญชีภายในไม่กี่วินาที`,
    reference: 'เลขอ้างอิง',
    back: 'กลับไปหน้าฝาก KUB ของ KUB Academy',
    again: 'ส่ง KUB เพิ่ม',
    other: 'English',
    demo: 'โหมดสาธิต: ไม่มีการโอนเงินจริง',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The Thai face comes first, limited to Thai letters by its unicode-range: a system font that
// claims Thai without drawing it would otherwise win and show empty boxes.
// Light and dark like the site: the visitor's choice (class) or else the system's preference.
const STYLE = `@font-face{font-family:"KUB Thai";font-style:normal;font-weight:100 900;font-display:swap;
src:url(${THAI_FONT_PATH}) format("woff2");unicode-range:U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC}
:root{color-scheme:light;--bg:#f8fafc;--card:#fff;--text:#0f172a;--muted:#475569;--line:#cbd5e1;
--accent:#15803d;--accent-text:#fff;--error:#b91c1c;--note:#fef3c7;--note-text:#78350f}
:root.dark{color-scheme:dark;--bg:#020617;--card:#0f172a;--text:#f1f5f9;--muted:#cbd5e1;--line:#334155;
--accent:#22c55e;--accent-text:#052e16;--error:#fca5a5;--note:#451a03;--note-text:#fde68a}
@media (prefers-color-scheme:dark){:root:not(.light){color-scheme:dark;--bg:#020617;--card:#0f172a;--text:#f1f5f9;
--muted:#cbd5e1;--line:#334155;--accent:#22c55e;--accent-text:#052e16;--error:#fca5a5;--note:#451a03;--note-text:#fde68a}}
*{box-sizing:border-box}body{margin:0;font-family:"KUB Thai",system-ui,sans-serif;background:var(--bg);color:var(--text);line-height:1.5}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:1rem 1.25rem;border-bottom:1px solid var(--line)}
header strong{font-size:1.05rem}main{max-width:34rem;margin:2rem auto;padding:0 1rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:1rem;padding:1.5rem}
h1{font-size:1.6rem;margin:0 0 .5rem}p{margin:.5rem 0}.muted{color:var(--muted);font-size:.925rem}
.note{background:var(--note);color:var(--note-text);border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
label{display:block;font-weight:600;margin-top:1.25rem}
input{display:block;width:100%;margin-top:.35rem;padding:.65rem .8rem;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--line);border-radius:.6rem}
input[aria-invalid=true]{border-color:var(--error)}
.hint{color:var(--muted);font-size:.85rem;margin:.3rem 0 0}.error{color:var(--error);font-weight:600;font-size:.9rem;margin:.3rem 0 0}
button,.button{display:inline-block;margin-top:1.5rem;padding:.7rem 1.4rem;border:0;border-radius:999px;background:var(--accent);color:var(--accent-text);font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
a{color:var(--accent)}:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
code{font-size:.85rem;word-break:break-all}`;

function layout(lang: Lang, theme: DemoWalletForm['theme'], title: string, body: string, otherHref: string) {
  const t = TEXT[lang];
  return `<!doctype html>
<html lang="${lang}"${theme ? ` class="${theme}"` : ''}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} · ${t.brand}</title>
<style>${STYLE}</style></head><body>
<header><strong>${t.brand}</strong><a href="${escapeHtml(otherHref)}" lang="${lang === 'en' ? 'th' : 'en'}">${t.other}</a></header>
<main>${body}</main></body></html>`;
}

function field(
  name: 'account' | 'amount',
  label: string,
  hint: string,
  value: string,
  error: string | undefined,
  extra: string,
) {
  const described = `${name}-hint${error ? ` ${name}-error` : ''}`;
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" aria-describedby="${described}"${
    error ? ' aria-invalid="true"' : ''
  } ${extra}>
<p class="hint" id="${name}-hint">${hint}</p>${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

/** The Send KUB form, with each refusal next to its field. */
export function renderSendPage(form: DemoWalletForm): string {
  const t = TEXT[form.lang];
  const other = form.lang === 'en' ? 'th' : 'en';
  const errors = form.errors ?? {};
  const otherHref = `${DEMO_EXCHANGE_WALLET_PATH}?${new URLSearchParams({ lang: other, account: form.account })}`;
  const body = `<div class="card">
<h1>${t.title}</h1>
<p class="muted">${t.intro}</p>
<p class="note">${t.demo}</p>
${errors.form ? `<p class="error" role="alert" id="form-error">${escapeHtml(errors.form)}</p>` : ''}
<form method="post" action="${DEMO_EXCHANGE_WALLET_PATH}" novalidate>
<input type="hidden" name="lang" value="${form.lang}">
<input type="hidden" name="token" value="${escapeHtml(form.token ?? '')}">
${field('account', t.account, t.accountHint, form.account, errors.account, 'autocomplete="off" spellcheck="false" required')}
${field('amount', t.amount, t.amountHint, form.amount, errors.amount, 'inputmode="decimal" autocomplete="off" required')}
<button type="submit">${t.send}</button>
</form></div>`;
  return layout(form.lang, form.theme, t.title, body, otherHref);
}

/** After sending: what happens next, and the way back to the Deposit screen. */
export function renderSentPage(sent: {
  lang: Lang;
  amount: string;
  reference: string;
  theme?: DemoWalletForm['theme'];
}): string {
  const t = TEXT[sent.lang];
  const other = sent.lang === 'en' ? 'th' : 'en';
  const otherHref = `${DEMO_EXCHANGE_WALLET_PATH}/sent?${new URLSearchParams({ lang: other, amount: sent.amount, reference: sent.reference })}`;
  const body = `<div class="card" role="status">
<h1>${t.sentTitle}</h1>
<p>${escapeHtml(t.sent(sent.amount || '0'))}</p>
${sent.reference ? `<p class="muted">${t.reference}: <code>${escapeHtml(sent.reference)}</code></p>` : ''}
<p><a class="button" href="/${sent.lang}/deposit">${t.back}</a></p>
<p><a href="${DEMO_EXCHANGE_WALLET_PATH}?lang=${sent.lang}">${t.again}</a></p>
</div>`;
  return layout(sent.lang, sent.theme, t.sentTitle, body, otherHref);
}
