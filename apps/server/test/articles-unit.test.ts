import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/lib/markdown.ts';
import { countWords, readingTime } from '../src/lib/reading-time.ts';
import { bangkokDay } from '../src/lib/bangkok-day.ts';
import { viewerKey } from '../src/modules/articles/articles.service.ts';
import { teaserMarkdown } from '../src/modules/articles/teaser.ts';

describe('reading time', () => {
  it('counts English words, not Markdown syntax or link targets', () => {
    expect(countWords('## Hello world\n\nA **bold** [link](https://example.org/a/b/c) here.', 'en')).toBe(6);
    expect(countWords("Don't panic: it's 21 million.", 'en')).toBe(5);
  });

  it('counts Thai words although Thai puts no spaces between them', () => {
    const thai = 'บิตคอยน์เป็นเงินดิจิทัล';
    // One run of letters without a single space, still several words.
    expect(thai.includes(' ')).toBe(false);
    expect(countWords(thai, 'th')).toBeGreaterThanOrEqual(3);
    expect(countWords('ตลาดซื้อขายแบบดั้งเดิมจับคู่ผู้ซื้อกับผู้ขาย', 'th')).toBe(12);
  });

  it('gives whole minutes at 200 English words a minute, at least one', () => {
    expect(readingTime('word '.repeat(1000), 'en')).toEqual({ words: 1000, minutes: 5 });
    expect(readingTime('word '.repeat(2300), 'en').minutes).toBe(12);
    expect(readingTime('tiny', 'en')).toEqual({ words: 1, minutes: 1 });
    expect(readingTime('', 'en').minutes).toBe(1);
  });

  it('reads Thai at 280 segmented words a minute, the pace of 200 English words', () => {
    // `ตลาดซื้อขาย` segments as three words: ตลาด ซื้อ ขาย.
    const text = 'ตลาดซื้อขาย '.repeat(560);
    expect(readingTime(text, 'th')).toEqual({ words: 1680, minutes: 6 });
    // Counting spaces instead would give 560 words, about 2 minutes: the segmenter is what counts.
    expect(text.trim().split(/\s+/)).toHaveLength(560);
  });

  it('falls back to 200 words a minute for other locales', () => {
    expect(readingTime('mot '.repeat(600), 'fr').minutes).toBe(3);
  });
});

describe('article teaser', () => {
  it('takes the opening paragraphs only, skipping headings', () => {
    const body = `## Heading\n\nFirst paragraph here.\n\nSecond one.\n\nThird, never shown.\n\n## Later\n\nSecret end.`;
    const teaser = teaserMarkdown(body);
    expect(teaser).toBe('First paragraph here.\n\nSecond one.');
    expect(teaser).not.toContain('Secret');
  });
});

describe('view de-duplication keys', () => {
  it('uses the Bangkok calendar day (UTC+7)', () => {
    expect(bangkokDay(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(bangkokDay(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('identifies a user by account and a visitor by a hash that does not reveal the address', () => {
    expect(viewerKey({ userId: 42, ip: '1.2.3.4', userAgent: 'x' })).toBe('u:42');
    const key = viewerKey({ userId: null, ip: '203.0.113.7', userAgent: 'Mozilla' });
    expect(key).toMatch(/^h:[\w-]{43}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(viewerKey({ userId: null, ip: '203.0.113.7', userAgent: 'Other' })).not.toBe(key);
  });
});

describe('Markdown sanitiser', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](javascript&#58;alert(1))',
    '[click](&#106;avascript:alert(1))',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![img](javascript:alert(1))',
    '<p style="background:url(javascript:alert(1))">styled</p>',
    '<div style="position:fixed;inset:0">overlay</div>',
    '<iframe src="https://evil.example"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<a href="https://ok.example" onclick="alert(1)">ok</a>',
    '<body onload=alert(1)>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<details open ontoggle=alert(1)>',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:/">',
    '%3Cscript%3Ealert(1)%3C/script%3E <scr<script>ipt>alert(1)</script>',
    '<a href="vbscript:msgbox(1)">vb</a>',
    '<link rel=stylesheet href=https://evil.example/x.css>',
    '<input autofocus onfocus=alert(1)>',
  ];

  it.each(payloads)('neutralises %s', (payload) => {
    const html = renderMarkdown(`Intro paragraph.\n\n${payload}\n\nOutro.`);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(
      /<(iframe|object|embed|svg|math|style|form|input|meta|base|link|body|img|details)\b/i,
    );
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/(href|src|action)\s*=\s*"?\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('Intro paragraph.');
  });

  it('keeps ordinary Markdown and marks external links', () => {
    const html = renderMarkdown('# Title\n\nSee [docs](https://example.org) and **bold**.\n\n- one\n- two');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">docs</a>',
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
  });
});
