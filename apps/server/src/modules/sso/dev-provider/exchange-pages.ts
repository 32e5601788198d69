import type { DemoExchangeAccount, OpenAccountProblem } from './demo-accounts.ts';

export type PageLang = 'en' | 'th';

/** A problem a posted form can have, told to the visitor in their language. */
export type AccountProblem = OpenAccountProblem | 'emailTaken' | 'unknownAccount' | 'unknownAction';

const TEXT = {
  en: {
    signInTitle: 'Exchange sign-in (demo)',
    deskTitle: 'Exchange accounts (demo)',
    intro: 'This demo provider stands in for the exchange on this machine (development and demo mode).',
    signInHint: 'Choose a demo account to continue; no password is needed.',
    deskHint: 'Open an account or complete its KYC here, then go back to the site.',
    kycLevel: (level: number) => `KYC level ${level}`,
    emailUnverified: 'e-mail not verified',
    kycTitle: 'Complete KYC',
    kycIntro: (level: number) =>
      `Accounts below KYC level ${level} can finish their identity check here (demo: no documents needed).`,
    completeKycFor: (name: string) => `Complete KYC for ${name}`,
    openTitle: 'Open a new exchange account',
    fullName: 'Full name',
    email: 'E-mail',
    open: 'Open the account',
    other: 'ภาษาไทย',
    problems: {
      nameInvalid: 'Please enter a name (80 characters at most).',
      emailInvalid: 'Please enter a valid e-mail address.',
      emailTaken: 'An exchange account with this e-mail exists already: choose it below.',
      unknownAccount: 'Unknown account.',
      unknownAction: 'Unknown action.',
    },
  },
  th: {
    signInTitle: 'เข้าสู่ระบบกระดานเทรด (สาธิต)',
    deskTitle: 'บัญชีกระดานเทรด (สาธิต)',
    intro: 'ผู้ให้บริการสาธิตนี้ทำหน้าที่แทนกระดานเทรดบนเครื่องนี้ (สำหรับการพัฒนาและโหมดสาธิต)',
    signInHint: 'เลือกบัญชีสาธิตเพื่อดำเนินการต่อ ไม่ต้องใช้รหัสผ่าน',
    deskHint: 'เปิดบัญชีหรือยืนยันตัวตน (KYC) ให้เสร็จที่นี่ แล้วกลับไปที่เว็บไซต์',
    kycLevel: (level: number) => `KYC ระดับ ${level}`,
    emailUnverified: 'อีเมลยังไม่ได้ยืนยัน',
    kycTitle: 'ยืนยันตัวตน (KYC) ให้เสร็จ',
    kycIntro: (level: number) => `บัญชีที่ KYC ต่ำกว่าระดับ ${level} ยืนยันตัวตนให้เสร็จได้ที่นี่ (สาธิต: ไม่ต้องใช้เอกสาร)`,
    completeKycFor: (name: string) => `ยืนยันตัวตน (KYC) ให้ ${name}`,
    openTitle: 'เปิดบัญชีกระดานเทรดใหม่',
    fullName: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    open: 'เปิดบัญชี',
    other: 'English',
    problems: {
      nameInvalid: 'กรุณากรอกชื่อ (ไม่เกิน 80 ตัวอักษร)',
      emailInvalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
      emailTaken: 'มีบัญชีกระดานเทรดที่ใช้อีเมลนี้อยู่แล้ว เลือกบัญชีนั้นจากรายการด้านล่าง',
      unknownAccount: 'ไม่พบบัญชีนี้',
      unknownAction: 'ไม่รู้จักคำสั่งนี้',
    },
  },
} as const;

/** Shown when a sign-in at the demo exchange cannot go on: in both languages, as its own is unknown. */
export const EXPIRED_TEXT =
  'This sign-in request has expired. Go back to the site and start again.\n' +
  'คำขอเข้าสู่ระบบนี้หมดอายุแล้ว กลับไปที่เว็บไซต์แล้วเริ่มใหม่อีกครั้ง';

/**
 * The page's language: `lang` in the address (the site's links, the page's own switch), else the
 * first supported one of the authorisation request's `ui_locales`, else English.
 */
export function pageLang(query: string | null | undefined, uiLocales?: unknown): PageLang {
  const wanted = [query, ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [])];
  for (const tag of wanted) {
    const primary = tag?.toLowerCase().split('-')[0];
    if (primary === 'th' || primary === 'en') return primary;
  }
  return 'en';
}

/** The full-KYC level the demo exchange grants (the site's default threshold). */
export const FULL_KYC_LEVEL = 2;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The site's Thai face (served by the provider itself) comes first, limited to Thai letters: a
// system font that claims Thai without drawing it would otherwise win and show empty boxes.
const thaiFont = (
  url: string,
) => `@font-face{font-family:"KUB Thai";font-style:normal;font-weight:100 900;font-display:swap;
src:url(${url}) format("woff2");unicode-range:U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC}`;

export interface ExchangePage {
  lang: PageLang;
  /** Where this page lives (its forms post there or below it). */
  base: string;
  accounts: DemoExchangeAccount[];
  problem: AccountProblem | null;
  /** Inside a sign-in: each account is a button that signs in with it. */
  signIn: boolean;
  /** Where the provider serves the Thai font. */
  fontUrl: string;
}

/** The demo exchange's page: the account choice during a sign-in, or its desk. */
export function renderExchangePage({ lang, base, accounts, problem, signIn, fontUrl }: ExchangePage): string {
  const t = TEXT[lang];
  const withLang = (path: string, which: PageLang = lang) => `${path}?lang=${which}`;
  // Inside a sign-in each form posts to its own step; the desk posts every form to itself.
  const action = (step: string) => escapeHtml(withLang(signIn ? `${base}/${step}` : base));
  const hidden = (step: string) => (signIn ? '' : `<input type="hidden" name="action" value="${step}">`);
  const describe = (a: DemoExchangeAccount) =>
    `${escapeHtml(a.email)} · ${t.kycLevel(a.kycLevel)}${a.emailVerified ? '' : ` · ${t.emailUnverified}`}`;
  const choices = accounts
    .map((a) =>
      signIn
        ? `<li><button type="submit" name="account" value="${escapeHtml(a.sub)}" data-account="${escapeHtml(a.email)}">
        <strong>${escapeHtml(a.name)}</strong> <span>${describe(a)}</span></button></li>`
        : `<li class="row"><strong>${escapeHtml(a.name)}</strong> <span>${describe(a)}</span></li>`,
    )
    .join('');
  const pendingKyc = accounts.filter((a) => a.kycLevel < FULL_KYC_LEVEL && a.emailVerified);
  const kycForms = pendingKyc
    .map(
      (a) => `<form method="post" action="${action('kyc')}" class="inline">${hidden('kyc')}
<input type="hidden" name="account" value="${escapeHtml(a.sub)}">
<button type="submit" class="secondary" data-complete-kyc="${escapeHtml(a.email)}">${escapeHtml(t.completeKycFor(a.name))}</button></form>`,
    )
    .join('');
  const list = signIn
    ? `<form method="post" action="${action('login')}"><ul>${choices}</ul></form>`
    : `<ul>${choices}</ul>`;
  const other: PageLang = lang === 'en' ? 'th' : 'en';
  const title = signIn ? t.signInTitle : t.deskTitle;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${title}</title>
<style>${lang === 'th' ? thaiFont(escapeHtml(fontUrl)) : ''}:root{color-scheme:light dark}body{font-family:"KUB Thai",system-ui,sans-serif;line-height:1.5;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a;background:#fff}
ul{list-style:none;padding:0}button{display:block;width:100%;text-align:left;margin:.5rem 0;padding:.75rem 1rem;
border:1px solid #94a3b8;border-radius:.75rem;background:#fff;color:inherit;font:inherit;cursor:pointer}
button:hover,button:focus{border-color:#15803d;outline:2px solid #15803d}span{display:block;color:#334155;overflow-wrap:anywhere}
.row{padding:.5rem 0;border-bottom:1px solid #cbd5e1}label{display:block;margin:.5rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #64748b;border-radius:.5rem;font:inherit;background:inherit;color:inherit}
.secondary{background:#f0fdf4;border-color:#15803d}.problem{color:#b91c1c;font-weight:600}
nav{text-align:right}a{color:#15803d}section{margin-top:2rem}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}span{color:#cbd5e1}button{background:#1e293b}.secondary{background:#052e16}.problem{color:#fca5a5}a{color:#4ade80}}</style>
</head><body><nav><a href="${escapeHtml(withLang(base, other))}" lang="${other}" hreflang="${other}">${t.other}</a></nav>
<main><h1>${title}</h1>
<p>${t.intro}
${signIn ? t.signInHint : t.deskHint}</p>
${problem ? `<p class="problem" role="alert">${t.problems[problem]}</p>` : ''}
${list}
${pendingKyc.length ? `<section aria-labelledby="kyc-title"><h2 id="kyc-title">${t.kycTitle}</h2><p>${t.kycIntro(FULL_KYC_LEVEL)}</p>${kycForms}</section>` : ''}
<section aria-labelledby="open-title"><h2 id="open-title">${t.openTitle}</h2>
<form method="post" action="${action('open')}">${hidden('open')}
<label for="open-name">${t.fullName}</label><input id="open-name" name="name" required maxlength="80" autocomplete="name">
<label for="open-email">${t.email}</label><input id="open-email" name="email" type="email" required maxlength="200" autocomplete="email">
<button type="submit" class="secondary">${t.open}</button></form></section>
</main></body></html>`;
}
