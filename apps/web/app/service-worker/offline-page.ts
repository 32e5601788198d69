import { offline as en } from '../locales/en/common.json';
import { offline as th } from '../locales/th/common.json';
import type { KeptPage } from './stores.ts';

const TEXT = { en, th };

/**
 * Colours of the site's two themes (app.css): the page follows the reader's last theme, else the
 * system's. It runs no script, so it cannot fail offline, and its policy allows none.
 */
const STYLE = `
:root{color-scheme:light;--bg:#fff;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--card:#f8fafc;--accent:#047842;--accent-fg:#fff}
@media (prefers-color-scheme:dark){:root:not(.light){color-scheme:dark;--bg:#020617;--fg:#f1f5f9;--muted:#94a3b8;--line:#1e293b;--card:#0f172a;--accent:#6ee7a6;--accent-fg:#022c1a}}
:root.dark{color-scheme:dark;--bg:#020617;--fg:#f1f5f9;--muted:#94a3b8;--line:#1e293b;--card:#0f172a;--accent:#6ee7a6;--accent-fg:#022c1a}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--fg);font:16px/1.6 "Inter Variable","Noto Sans Thai Variable",system-ui,-apple-system,"Segoe UI",sans-serif}
header{display:flex;align-items:center;gap:.6rem;padding:1rem 1.5rem;border-bottom:1px solid var(--line);font-weight:700}
header a{color:inherit;text-decoration:none;display:flex;align-items:center;gap:.6rem}
main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem}
h1{font-size:1.75rem;line-height:1.25;margin:1rem 0 .75rem}
p{color:var(--muted);margin:0 0 .75rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.button{display:inline-flex;align-items:center;min-height:44px;padding:.6rem 1.25rem;border-radius:999px;font-weight:600;font-size:.9rem;text-decoration:none;border:1px solid var(--line);color:var(--fg)}
.button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-fg)}
.button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
h2{font-size:1.1rem;margin:3rem 0 .75rem}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
li a{display:block;padding:.75rem 1rem;border:1px solid var(--line);border-radius:1rem;background:var(--card);color:var(--fg);text-decoration:none;min-height:44px}
li a:hover{border-color:var(--accent)}`;

const MARK = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="#05964f"/><path d="M9 9v14M9 16l8-7M9 16l8 7" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/><circle cx="22.5" cy="16" r="3" fill="#fff"/></svg>`;

/** The page's own policy: no script at all, its inline style, and pictures and links of this site. */
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The site's faces from the worker's cache (a phone may have no Thai face of its own). */
function fontFaces(fonts: { latin?: string; thai?: string }): string {
  const face = (family: string, url: string | undefined) =>
    url
      ? `@font-face{font-family:"${family}";src:url(${url}) format("woff2");font-weight:100 900;font-display:swap}`
      : '';
  return face('Inter Variable', fonts.latin) + face('Noto Sans Thai Variable', fonts.thai);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * What an offline navigation gets when the page is not kept, or needs the server (quizzes,
 * money): in the page's language and the reader's theme, with a retry (the same address again)
 * and the pages that can be read now.
 */
export function offlinePage(
  url: URL,
  locale: 'en' | 'th',
  theme: 'light' | 'dark' | undefined,
  kept: readonly KeptPage[],
  reading: boolean,
  fonts: { latin?: string; thai?: string },
): Response {
  const t = TEXT[locale];
  const list = kept
    .filter((page) => new URL(page.url).pathname.startsWith(`/${locale}`))
    .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a></li>`)
    .join('');
  const html = `<!DOCTYPE html>
<html lang="${locale}"${theme ? ` class="${theme}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${theme === 'dark' ? '#020617' : '#ffffff'}">
<title>${escapeHtml(t.title)} · KUB Academy</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${fontFaces(fonts)}${STYLE}</style>
</head>
<body>
<header><a href="/${locale}">${MARK}<span>KUB Academy</span></a></header>
<main id="main" data-testid="offline-page">
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(reading ? t.body : t.serverOnly)}</p>
<div class="actions">
<a class="button primary" href="${escapeHtml(url.pathname + url.search)}" data-testid="offline-retry">${escapeHtml(t.retry)}</a>
<a class="button" href="/${locale}">${escapeHtml(t.home)}</a>
</div>
${list ? `<h2>${escapeHtml(t.saved)}</h2><ul>${list}</ul>` : ''}
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': POLICY,
    },
  });
}
