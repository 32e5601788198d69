import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface AuditRow {
  actor_user_id: number | null;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  request_id: string | null;
}

export const article = (slug: string, word = 'zephyrium') => ({
  slug,
  author: 'KUB Academy',
  difficulty: 'BEGINNER',
  exclusive: false,
  topics: [1, 2],
  en: {
    title: `The ${word} ledger`,
    summary: `What a ${word} ledger is and why it matters.`,
    body: `## Why ${word}\n\nA ${word} ledger records every transfer twice.`,
  },
  th: {
    title: `บัญชีแยกประเภท ${word}`,
    summary: `บัญชีแยกประเภท ${word} คืออะไร และสำคัญอย่างไร`,
    body: `## ทำไมต้อง ${word}\n\nบัญชีแยกประเภท ${word} บันทึกการโอนทุกครั้งสองด้าน`,
  },
});

/** A multipart body with one file field, as a browser sends it. */
function upload(bytes: Buffer, filename = 'cover.png', type = 'image/png') {
  const boundary = '----admin-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DRIVERS)('admin back office on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: Headers;
  let editor: Headers;
  let member: Headers;
  let adminId: number;
  let editorId: number;

  beforeAll(async () => {
    t = await createProfileTestApp(driver, {
      // A route another module might add under /api/admin without naming its roles.
      beforeReady: (app) => app.get('/api/admin/other-module-probe', async () => ({ ok: true })),
    });
    adminId = await t.createUser({ role: 'admin', email: `boss-${driver}@example.com` });
    editorId = await t.createUser({ role: 'editor', email: `writer-${driver}@example.com` });
    admin = await t.signIn(adminId);
    editor = await t.signIn(editorId);
    member = await t.signIn(await t.createUser());
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const auditRows = (where = sql`true`) =>
    queryRows<AuditRow>(t.database.db, sql`select * from audit_log where ${where} order by id`);
  const auditCount = async () => (await auditRows()).length;

  it('answers visitors 401 and plain users 403 on every admin call, and editors 403 on users and audit', async () => {
    const userId = await t.createUser();
    const calls: { method: Method; url: string; payload?: unknown; editor: 'allowed' | 'forbidden' }[] = [
      { method: 'GET', url: '/api/admin/articles', editor: 'allowed' },
      { method: 'GET', url: '/api/admin/glossary', editor: 'allowed' },
      { method: 'GET', url: '/api/admin/partners', editor: 'allowed' },
      { method: 'GET', url: '/api/admin/categories', editor: 'allowed' },
      { method: 'GET', url: '/api/admin/legal', editor: 'allowed' },
      { method: 'GET', url: '/api/admin/get-started/steps', editor: 'allowed' },
      { method: 'GET', url: '/api/admin/feedback', editor: 'allowed' },
      { method: 'GET', url: '/api/admin/users', editor: 'forbidden' },
      { method: 'GET', url: `/api/admin/users/${userId}`, editor: 'forbidden' },
      {
        method: 'POST',
        url: `/api/admin/users/${userId}/block`,
        payload: { reason: 'x' },
        editor: 'forbidden',
      },
      {
        method: 'POST',
        url: `/api/admin/users/${userId}/unblock`,
        payload: { reason: 'x' },
        editor: 'forbidden',
      },
      {
        method: 'PUT',
        url: `/api/admin/users/${userId}/kyc-override`,
        payload: { override: true },
        editor: 'forbidden',
      },
      { method: 'GET', url: '/api/admin/audit', editor: 'forbidden' },
      // No rule named: admins only. A path nobody serves is closed too.
      { method: 'GET', url: '/api/admin/other-module-probe', editor: 'forbidden' },
      { method: 'GET', url: '/api/admin/no-such-thing', editor: 'forbidden' },
    ];
    const before = await auditCount();
    for (const c of calls) {
      const label = `${c.method} ${c.url}`;
      expect((await call(c.method, c.url, {}, c.payload)).statusCode, label).toBe(401);
      const user = await call(c.method, c.url, member, c.payload);
      expect(user.statusCode, label).toBe(403);
      expect(user.json().code, label).toBe('FORBIDDEN');
      const asEditor = await call(c.method, c.url, editor, c.payload);
      if (c.editor === 'forbidden') expect(asEditor.statusCode, label).toBe(403);
      else expect(asEditor.statusCode, `${label}: ${asEditor.body}`).toBe(200);
    }
    expect((await call('GET', '/api/admin/other-module-probe', admin)).statusCode).toBe(200);
    // Refused calls change nothing and write nothing.
    expect(await auditCount()).toBe(before);
    const detail = await call('GET', `/api/admin/users/${userId}`, editor);
    expect(detail.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this.',
    });
  });

  it('lets an editor publish a bilingual article that is readable and searchable at once, and audits each step', async () => {
    const slug = `zephyrium-ledger-${driver}`;
    const created = await call('POST', '/api/admin/articles', editor, article(slug));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ slug, published: false, topics: [1, 2] });

    const listed = await call('GET', `/api/admin/articles?q=${slug}&status=draft`, { ...editor, lang: 'th' });
    expect(listed.json()).toMatchObject({
      total: 1,
      data: [{ id, slug, title: 'บัญชีแยกประเภท zephyrium', locales: ['en', 'th'], published: false }],
    });
    const byTitle = await call('GET', '/api/admin/articles?q=ZEPHYRIUM%20ledger', editor);
    expect(byTitle.json().data.map((row: { id: number }) => row.id)).toEqual([id]);

    // A draft is nowhere to be seen.
    expect((await call('GET', `/api/client/blogs/slug/${slug}`, {})).statusCode).toBe(404);
    const hidden = await call('GET', '/api/client/search?q=zephyrium', {});
    expect(hidden.json().total).toBe(0);

    const published = await call('POST', `/api/admin/articles/${id}/publish`, editor);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().published).toBe(true);

    for (const [lang, title] of [
      ['en', 'The zephyrium ledger'],
      ['th', 'บัญชีแยกประเภท zephyrium'],
    ] as const) {
      const page = await call('GET', `/api/client/blogs/slug/${slug}`, { lang });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().article).toMatchObject({ title, locale: lang });
      const found = await call('GET', '/api/client/search?q=zephyrium', { lang });
      const hits = found.json().items as { path: string; locale: string }[];
      expect(hits).toContainEqual(expect.objectContaining({ path: `/articles/${slug}`, locale: lang }));
    }
    const thai = await call('GET', `/api/client/search?q=${encodeURIComponent('บัญชีแยกประเภท')}`, {
      lang: 'th',
    });
    expect((thai.json().items as { path: string }[]).map((hit) => hit.path)).toContain(`/articles/${slug}`);

    // Editing a published article changes what readers get on their next request.
    const body = article(slug);
    body.en.title = 'The zephyrium ledger, revised';
    const updated = await call('PUT', `/api/admin/articles/${id}`, editor, body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      (await call('GET', `/api/client/blogs/slug/${slug}`, { lang: 'en' })).json().article,
    ).toMatchObject({
      title: 'The zephyrium ledger, revised',
    });

    const unpublished = await call('POST', `/api/admin/articles/${id}/unpublish`, editor);
    expect(unpublished.json().published).toBe(false);
    expect((await call('GET', `/api/client/blogs/slug/${slug}`, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/client/search?q=zephyrium', {})).json().total).toBe(0);

    const rows = await auditRows(sql`target_type = 'article' and target_id = ${String(id)}`);
    expect(rows.map((row) => row.action)).toEqual([
      'article.create',
      'article.publish',
      'article.update',
      'article.unpublish',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ actor_user_id: editorId, actor_role: 'editor' });
      expect(row.request_id).toBeTruthy();
    }
    expect(rows[2]!.before).toMatchObject({ en: { title: 'The zephyrium ledger' } });
    expect(rows[2]!.after).toMatchObject({ en: { title: 'The zephyrium ledger, revised' } });
  });

  it('previews Markdown as readers see it, sanitised, for staff only, and saves nothing', async () => {
    const url = '/api/admin/articles/preview';
    const markdown = '## Fees\n\n**Gas** pays miners. <script>alert(1)</script>[x](javascript:alert(1))';
    expect((await call('POST', url, {}, { markdown })).statusCode).toBe(401);
    expect((await call('POST', url, member, { markdown })).statusCode).toBe(403);
    const shown = await call('POST', url, editor, { markdown });
    expect(shown.statusCode).toBe(200);
    const { html } = shown.json<{ html: string }>();
    expect(html).toContain('<h2>Fees</h2>');
    expect(html).toContain('<strong>Gas</strong>');
    expect(html).not.toMatch(/script|javascript:/i);
    const tooLong = await call('POST', url, { ...editor, lang: 'th' }, { markdown: 'x'.repeat(50_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields[0].path).toBe('body.markdown');
  });

  it('answers invalid fields next to each field, in English and in Thai, and writes nothing', async () => {
    const before = await auditCount();
    const bad = {
      ...article('Not A Slug!'),
      topics: [],
      en: { title: '', summary: 'ok', body: 'ok' },
    };
    const en = await call('POST', '/api/admin/articles', editor, bad);
    expect(en.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (en.json().fields as { path: string; message: string }[]).map((f) => [f.path, f.message]),
    );
    expect(fields).toMatchObject({
      'body.slug': 'Use lowercase letters, digits and single dashes only, for example bitcoin-basics.',
      'body.topics': 'Choose at least one topic.',
      'body.en.title': 'Please fill in this field.',
    });
    const th = await call('POST', '/api/admin/articles', { ...editor, lang: 'th' }, bad);
    const thFields = Object.fromEntries(
      (th.json().fields as { path: string; message: string }[]).map((f) => [f.path, f.message]),
    );
    expect(thFields['body.en.title']).toBe('กรุณากรอกข้อมูลในช่องนี้');
    expect(thFields['body.topics']).toBe('กรุณาเลือกหัวข้ออย่างน้อยหนึ่งหัวข้อ');

    // A taken slug and an unknown topic are field errors too (found by the service, not the schema).
    await call('POST', '/api/admin/articles', editor, article(`taken-${driver}`));
    const taken = await call(
      'POST',
      '/api/admin/articles',
      { ...editor, lang: 'th' },
      article(`taken-${driver}`),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual([
      { path: 'body.slug', code: 'custom', message: 'มีบทความอื่นใช้ slug นี้แล้ว' },
    ]);
    const unknownTopic = await call('POST', '/api/admin/articles', editor, {
      ...article(`topic-${driver}`),
      topics: [99_999],
    });
    expect(unknownTopic.statusCode).toBe(400);
    expect(unknownTopic.json().fields[0]).toMatchObject({
      path: 'body.topics',
      message: 'This topic does not exist.',
    });

    const partner = await call('POST', '/api/admin/partners', editor, {
      name: 'Chain Co',
      category: 'EXCHANGE',
      website: 'javascript:alert(1)',
      email: 'not-an-email',
      descriptionEn: 'x',
      descriptionTh: 'x',
    });
    expect(partner.statusCode).toBe(400);
    expect(
      partner
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.email', 'body.website']);
    // Only the one good article above was written (and audited).
    expect(await auditCount()).toBe(before + 1);
  });

  it('never answers 500 for NUL bytes, huge ids or bad images', async () => {
    const nul = await call('POST', '/api/admin/glossary', editor, {
      termEn: 'Null\u0000',
      termTh: 'ว่าง',
      definitionEn: 'x',
      definitionTh: 'x',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('INPUT_NUL_CHARACTER');
    const nulQuery = await call('GET', '/api/admin/articles?q=%00', editor);
    expect(nulQuery.statusCode).toBe(400);
    const nulAudit = await call('GET', '/api/admin/audit?actor=%00', admin);
    expect(nulAudit.statusCode).toBe(400);

    for (const [method, url] of [
      ['GET', '/api/admin/articles/99999999999'],
      ['PUT', '/api/admin/glossary/2147483648'],
      ['DELETE', '/api/admin/partners/-4'],
      ['POST', '/api/admin/articles/1e30/publish'],
      ['GET', '/api/admin/users/99999999999999999999'],
      ['POST', '/api/admin/feedback/0/handled'],
      ['GET', '/api/client/article-covers/9999999999'],
    ] as const) {
      const response = await call(
        method,
        url,
        admin,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('ID_INVALID');
    }
    expect((await call('GET', '/api/admin/articles/2147483647', editor)).statusCode).toBe(404);
    for (const day of ['2026-02-31', '2026-13-45', '99999-01-01', 'yesterday']) {
      const answer = await call('GET', `/api/admin/audit?from=${day}`, admin);
      expect(answer.statusCode, day).toBe(400);
    }
    expect((await call('PUT', '/api/admin/legal/Not-A-Type', editor, {})).statusCode).toBe(404);

    const created = await call('POST', '/api/admin/articles', editor, article(`cover-${driver}`));
    const id = created.json().id as number;
    const coverUrl = `/api/admin/articles/${id}/cover`;
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    const cases: { bytes: Buffer; status: number; code: string }[] = [
      { bytes: Buffer.from('just some text, not a picture'), status: 415, code: 'AVATAR_TYPE_INVALID' },
      // A PNG signature with nothing real behind it.
      {
        bytes: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(64, 7),
        ]),
        status: 415,
        code: 'AVATAR_TYPE_INVALID',
      },
      { bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), status: 413, code: 'AVATAR_TOO_LARGE' },
      {
        bytes: await sharp({ create: { width: 9000, height: 10, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        status: 400,
        code: 'AVATAR_DIMENSIONS_TOO_LARGE',
      },
      { bytes: Buffer.alloc(0), status: 400, code: 'AVATAR_REQUIRED' },
    ];
    for (const c of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: coverUrl,
        ...upload(c.bytes),
        headers: { ...editor, ...upload(c.bytes).headers },
      });
      expect(response.statusCode, `${c.code}: ${response.body}`).toBe(c.status);
      expect(response.json().code).toBe(c.code);
    }
    const notMultipart = await call('POST', coverUrl, editor, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);

    const good = await t.app.inject({
      method: 'POST',
      url: coverUrl,
      ...upload(png),
      headers: { ...editor, ...upload(png).headers },
    });
    expect(good.statusCode, good.body).toBe(200);
    const image = await t.app.inject({ url: good.json().coverImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect((await call('GET', `/api/admin/articles/${id}`, editor)).json().coverImage).toBe(
      good.json().coverImage,
    );
    const coverRows = await auditRows(sql`action = 'article.cover' and target_id = ${String(id)}`);
    expect(coverRows).toHaveLength(1);
  });

  it('audits every content mutation with before and after, and the public answers change at once', async () => {
    const mutations: {
      action: string;
      send: () => Promise<{ statusCode: number; body: string; json: () => { id?: number } }>;
    }[] = [];
    let glossaryId = 0;
    let stepId = 0;
    let bannerId = 0;
    let partnerId = 0;
    let categoryId = 0;
    const term = {
      termEn: `Quorumite ${driver}`,
      termTh: 'ควอรัมไมต์',
      definitionEn: 'A made-up word.',
      definitionTh: 'คำสมมุติ',
    };
    const step = {
      order: 9,
      titleEn: 'Try it',
      titleTh: 'ลองเลย',
      bodyEn: 'Read',
      bodyTh: 'อ่าน',
      link: '/articles',
    };
    const banner = { titleEn: 'Start here', titleTh: 'เริ่มที่นี่', subtitleEn: 'Learn', subtitleTh: 'เรียนรู้' };
    const partner = {
      name: `Chain Co ${driver}`,
      category: 'EXCHANGE',
      website: 'https://chain.example',
      email: 'hello@chain.example',
      descriptionEn: 'An exchange.',
      descriptionTh: 'กระดานเทรด',
    };
    const category = { nameEn: 'Layer 2', nameTh: 'เลเยอร์ 2', ranking: 50, active: true };
    const legal = {
      en: { title: 'Terms and Conditions', body: '# Terms\n\nRevised.' },
      th: { title: 'ข้อกำหนดและเงื่อนไข', body: '# ข้อกำหนด\n\nแก้ไขแล้ว' },
    };
    // Prime the public caches, so the test shows they are dropped rather than merely cold.
    await call('GET', '/api/client/categories', {});
    await call('GET', '/api/client/footers?type=Terms-Conditions', {});

    mutations.push(
      {
        action: 'glossary.create',
        send: async () => {
          const r = await call('POST', '/api/admin/glossary', editor, term);
          glossaryId = r.json().id;
          return r;
        },
      },
      {
        action: 'glossary.update',
        send: () =>
          call('PUT', `/api/admin/glossary/${glossaryId}`, editor, { ...term, definitionEn: 'Changed.' }),
      },
      {
        action: 'get-started-step.create',
        send: async () => {
          const r = await call('POST', '/api/admin/get-started/steps', editor, step);
          stepId = r.json().id;
          return r;
        },
      },
      {
        action: 'get-started-step.update',
        send: () => call('PUT', `/api/admin/get-started/steps/${stepId}`, editor, { ...step, order: 10 }),
      },
      {
        action: 'get-started-banner.create',
        send: async () => {
          const r = await call('POST', '/api/admin/get-started/banners', editor, banner);
          bannerId = r.json().id;
          return r;
        },
      },
      {
        action: 'get-started-banner.update',
        send: () =>
          call('PUT', `/api/admin/get-started/banners/${bannerId}`, editor, { ...banner, titleEn: 'Begin' }),
      },
      {
        action: 'partner.create',
        send: async () => {
          const r = await call('POST', '/api/admin/partners', editor, partner);
          partnerId = r.json().id;
          return r;
        },
      },
      {
        action: 'partner.update',
        send: () =>
          call('PUT', `/api/admin/partners/${partnerId}`, editor, {
            ...partner,
            descriptionEn: 'A big exchange.',
          }),
      },
      {
        action: 'category.create',
        send: async () => {
          const r = await call('POST', '/api/admin/categories', editor, category);
          categoryId = r.json().id;
          return r;
        },
      },
      {
        action: 'category.update',
        send: () =>
          call('PUT', `/api/admin/categories/${categoryId}`, editor, { ...category, nameEn: 'Layer Two' }),
      },
      { action: 'legal.update', send: () => call('PUT', '/api/admin/legal/Terms-Conditions', editor, legal) },
    );
    for (const m of mutations) {
      const before = await auditCount();
      const response = await m.send();
      expect(response.statusCode, `${m.action}: ${response.body}`).toBe(200);
      const rows = await auditRows();
      expect(rows.length, m.action).toBe(before + 1);
      expect(rows.at(-1), m.action).toMatchObject({
        action: m.action,
        actor_user_id: editorId,
        actor_role: 'editor',
      });
      if (m.action.endsWith('.update')) expect(rows.at(-1)!.before, m.action).not.toBeNull();
      expect(rows.at(-1)!.after, m.action).not.toBeNull();
    }

    // Readers see every change on their next request.
    const categories = (await call('GET', '/api/client/categories', {})).json().data as { nameEn: string }[];
    expect(categories.map((c) => c.nameEn)).toContain('Layer Two');
    const terms = await call('GET', '/api/client/footers?type=Terms-Conditions', { lang: 'th' });
    expect(terms.json().body).toContain('แก้ไขแล้ว');
    const found = await call('GET', '/api/client/search?q=quorumite&kind=glossary', {});
    expect(found.json().total).toBe(1);
    const partners = (await call('GET', '/api/client/partners', {})).json().data as { name: string }[];
    expect(partners.map((p) => p.name)).toContain(`Chain Co ${driver}`);

    // A duplicate name is a field error; a used category cannot be removed.
    const duplicate = await call('POST', '/api/admin/glossary', editor, term);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields[0].path).toBe('body.termEn');
    const inUse = await call('DELETE', '/api/admin/categories/1', editor);
    expect(inUse.json().code).toBe('ADMIN_CATEGORY_IN_USE');

    for (const [action, url] of [
      ['glossary.delete', `/api/admin/glossary/${glossaryId}`],
      ['get-started-step.delete', `/api/admin/get-started/steps/${stepId}`],
      ['get-started-banner.delete', `/api/admin/get-started/banners/${bannerId}`],
      ['partner.delete', `/api/admin/partners/${partnerId}`],
      ['category.delete', `/api/admin/categories/${categoryId}`],
    ] as const) {
      const before = await auditCount();
      const response = await call('DELETE', url, editor);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
      const rows = await auditRows();
      expect(rows.length).toBe(before + 1);
      expect(rows.at(-1)).toMatchObject({ action, actor_role: 'editor' });
      expect(rows.at(-1)!.before).not.toBeNull();
      expect((await call('DELETE', url, editor)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/client/search?q=quorumite&kind=glossary', {})).json().total).toBe(0);
  });

  it('handles the feedback inbox, audited', async () => {
    const sent = await call('POST', '/api/client/feedbacks', member, {
      type: 'content-request',
      topic: 'new-article',
      message: 'Please write about rollups.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    const open = await call('GET', '/api/admin/feedback?status=open', editor);
    expect((open.json().data as { id: number }[]).map((f) => f.id)).toContain(id);
    const handled = await call('POST', `/api/admin/feedback/${id}/handled`, editor, {
      handled: true,
      note: 'Planned',
    });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({
      id,
      note: 'Planned',
      handledByEmail: `writer-${driver}@example.com`,
    });
    const stillOpen = await call('GET', '/api/admin/feedback?status=open', editor);
    expect((stillOpen.json().data as { id: number }[]).map((f) => f.id)).not.toContain(id);
    const rows = await auditRows(sql`target_type = 'feedback' and target_id = ${String(id)}`);
    expect(rows.map((row) => row.action)).toEqual(['feedback.handle']);

    // Ten clicks at once: each answers the item's state; the item is reopened and handled once each.
    const reopened = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/feedback/${id}/handled`, editor, { handled: false, note: null }),
      ),
    );
    expect(reopened.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const again = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/feedback/${id}/handled`, editor, { handled: true, note: 'Planned' }),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const audited = await auditRows(sql`target_type = 'feedback' and target_id = ${String(id)}`);
    expect(audited.map((row) => row.action)).toEqual([
      'feedback.handle',
      'feedback.reopen',
      'feedback.handle',
    ]);
  });

  it('lets an admin see a user, block and unblock with a reason (audited), and override KYC', async () => {
    const userId = await t.createUser({ firstName: 'Nok' });
    const session = await t.signIn(userId);
    const detail = await call('GET', `/api/admin/users/${userId}`, admin);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      user: { id: userId, firstName: 'Nok', blocked: false },
      balances: { points: '0', kub: '0' },
      subscription: null,
      activities: [],
    });
    expect(detail.json().sessions).toHaveLength(1);

    const missingReason = await call(
      'POST',
      `/api/admin/users/${userId}/block`,
      { ...admin, lang: 'th' },
      {},
    );
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().fields[0]).toMatchObject({
      path: 'body.reason',
      message: 'กรุณากรอกข้อมูลในช่องนี้',
    });

    const blocked = await call('POST', `/api/admin/users/${userId}/block`, admin, {
      reason: 'Spam links in feedback',
    });
    expect(blocked.json()).toMatchObject({ blocked: true });
    const next = await call('GET', '/api/client/v2/profile', session);
    expect(next.statusCode).toBe(403);
    expect(next.json().message).toBe('Your account is restricted by an admin. Please contact support');
    expect((await call('GET', `/api/admin/users/${userId}`, admin)).json().sessions[0].active).toBe(false);

    await call('POST', `/api/admin/users/${userId}/unblock`, admin, { reason: 'Appeal accepted' });
    await call('PUT', `/api/admin/users/${userId}/kyc-override`, admin, {
      override: true,
      reason: 'Checked documents',
    });
    const rows = await auditRows(sql`target_type = 'user' and target_id = ${String(userId)}`);
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['user.block', 'Spam links in feedback'],
      ['user.unblock', 'Appeal accepted'],
      ['user.kyc-override', 'Checked documents'],
    ]);
    expect(rows[0]).toMatchObject({
      actor_user_id: adminId,
      actor_role: 'admin',
      before: { blockedAt: null },
    });
    expect((rows[0]!.after as { blockedAt: string | null }).blockedAt).not.toBeNull();
    expect(rows[2]!.after).toMatchObject({ kycOverride: true });

    // An admin cannot block themselves.
    expect(
      (await call('POST', `/api/admin/users/${adminId}/block`, admin, { reason: 'oops' })).statusCode,
    ).toBe(403);
  });

  it('shows the audit log filtered by actor, action, target and day, and refuses to change it', async () => {
    const all = await call('GET', '/api/admin/audit?pageSize=100', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThan(10);
    const byActor = await call('GET', `/api/admin/audit?actor=writer-${driver}&pageSize=100`, admin);
    expect((byActor.json().data as { actorRole: string }[]).every((row) => row.actorRole === 'editor')).toBe(
      true,
    );
    const byId = await call('GET', `/api/admin/audit?actor=${adminId}`, admin);
    expect((byId.json().data as { actorUserId: number }[]).every((row) => row.actorUserId === adminId)).toBe(
      true,
    );
    expect(byId.json().total).toBeGreaterThan(0);
    const byAction = await call('GET', '/api/admin/audit?action=article.publish', admin);
    expect((byAction.json().data as { action: string }[]).map((row) => row.action)).toEqual([
      'article.publish',
    ]);
    const byTarget = await call('GET', '/api/admin/audit?targetType=legal&targetId=Terms-Conditions', admin);
    expect(byTarget.json().total).toBe(1);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await call('GET', `/api/admin/audit?from=${today}&to=${today}`, admin)).json().total).toBe(
      all.json().total,
    );
    expect((await call('GET', '/api/admin/audit?to=2020-01-01', admin)).json().total).toBe(0);

    await expect(t.database.db.execute(sql`update audit_log set reason = 'rewritten'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await call('GET', '/api/admin/audit', admin)).json().total).toBe(all.json().total);
  });
});
