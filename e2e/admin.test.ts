import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkIn, parseMail } from '../apps/server/test/mail-inbox.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const RESTRICTED = 'Your account is restricted by an admin. Please contact support';

async function logIn(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
}

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** A confirmed account of its own, signed in through the API: returns its e-mail and token. */
async function newMember(): Promise<{ email: string; token: string }> {
  const email = `blockme.${Date.now()}@example.com`;
  const password = 'Member#2026';
  const before = (await readdir(mailDir)).length;
  const registered = await api('POST', '/api/client/auth/register', {
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  expect(registered.status).toBeLessThan(300);
  const deadline = Date.now() + 20_000;
  let token: string | null = null;
  while (!token && Date.now() < deadline) {
    const files = (await readdir(mailDir))
      .sort((a, b) => Number.parseInt(a) - Number.parseInt(b))
      .slice(before);
    for (const file of files) {
      const mail = parseMail(await readFile(join(mailDir, file), 'utf8'));
      if (mail.raw.includes(email)) token = linkIn(mail, '/confirm').searchParams.get('token');
    }
    if (!token) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(token).toBeTruthy();
  expect((await api('POST', '/api/client/auth/confirm', { token })).status).toBeLessThan(300);
  const login = await api('POST', '/api/client/auth/login', { email, password });
  expect(login.status).toBe(200);
  return { email, token: String(login.body.token) };
}

describe('admin back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sends visitors to sign in and shows other users a 403 page', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/admin/articles');
    await page.waitForURL('**/en/login?redirectTo=*');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/en/admin/articles');
    await logIn(page, 'reader@kub-academy.local', 'Reader#2026');
    await page.waitForURL('**/en/admin/articles');
    await page.getByTestId('forbidden').waitFor();
    expect(await page.locator('h1').textContent()).toBe('This area is for staff only');
    await context.close();
  });

  it('lets an editor publish a bilingual article that is at once readable and searchable in both languages', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl, viewport: DESKTOP });
    const word = `kestrelcoin${Date.now().toString(36)}`;
    const slug = `${word}-explained`;
    await page.goto('/en/admin/articles/new');
    await page.waitForURL('**/en/login?redirectTo=*');
    await logIn(page, 'editor@kub-academy.local', 'Admin#2026');
    await page.waitForURL('**/en/admin/articles/new');
    await page.getByTestId('article-form').waitFor();
    await waitUntilInteractive(page);

    // An empty form is refused field by field, with each message under its field.
    await page.getByRole('button', { name: 'Save article' }).click();
    await expect
      .poll(() => page.getByTestId('article-slug-error').textContent())
      .toBe('Please fill in this field.');
    expect(await page.getByTestId('article-en-title-error').textContent()).toBe('Please fill in this field.');
    expect(await page.getByTestId('article-topics-error').textContent()).toBe('Choose at least one topic.');
    await expectAccessible(page);
    await screenshot(page, 'admin-article-errors-en-light-1440');

    await page.locator('input[name="slug"]').fill(slug);
    await page.locator('input[name="topics"]').first().check();
    await page.locator('input[name="en.title"]').fill(`What is ${word}?`);
    await page.locator('textarea[name="en.summary"]').fill(`A short guide to ${word} for new readers.`);
    await page
      .locator('textarea[name="en.body"]')
      .fill(`## The idea\n\n${word} is a made-up coin we use to explain fees.`);
    // The preview renders the Markdown as readers will see it.
    await page.getByRole('button', { name: 'Preview', exact: true }).first().click();
    await expect
      .poll(() => page.getByTestId('article-en-body-preview').locator('h2').textContent())
      .toBe('The idea');
    await page.locator('input[name="th.title"]').fill(`${word} คืออะไร`);
    await page.locator('textarea[name="th.summary"]').fill(`คู่มือสั้น ๆ เกี่ยวกับ ${word} สำหรับผู้อ่านใหม่`);
    await page.locator('textarea[name="th.body"]').fill(`## แนวคิด\n\n${word} เป็นเหรียญสมมุติที่ใช้อธิบายค่าธรรมเนียม`);
    await page.getByRole('button', { name: 'Save article' }).click();
    await page.waitForURL(/\/en\/admin\/articles\/\d+\?created=1$/);
    const articleUrl = new URL(page.url()).pathname;
    expect(await page.getByTestId('article-status').textContent()).toBe('Draft');
    await waitUntilInteractive(page);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => page.getByTestId('article-status').textContent()).toBe('Published');
    await expectAccessible(page);
    await screenshot(page, 'admin-article-published-en-light-1440');

    // Readers get it at once, in both languages: its page and the search.
    for (const [lang, title] of [
      ['en', `What is ${word}?`],
      ['th', `${word} คืออะไร`],
    ] as const) {
      const reader = await openPage(browser, { baseURL: baseUrl });
      await reader.page.goto(`/${lang}/articles/${slug}`);
      expect(await reader.page.locator('h1').first().textContent()).toBe(title);
      await reader.page.goto(`/${lang}/search?q=${encodeURIComponent(word)}`);
      await expect
        .poll(() => reader.page.locator(`a[href="/${lang}/articles/${slug}"]`).count())
        .toBeGreaterThan(0);
      await reader.context.close();
    }

    // Its quiz, written from the article's page: off until it has a question.
    await page.getByTestId('article-quiz-link').click();
    await page.waitForURL(/\/en\/admin\/quizzes\?article=\d+$/);
    const newQuiz = page.getByTestId('new-quiz-form');
    await newQuiz.waitFor();
    await waitUntilInteractive(page);
    await newQuiz.locator('input[name="titleEn"]').fill(`Check your ${word}`);
    await newQuiz.locator('input[name="titleTh"]').fill(`ทดสอบเรื่อง ${word}`);
    await newQuiz.locator('input[name="tier.A+"]').fill('30');
    await newQuiz.getByRole('button', { name: 'Create the quiz' }).click();
    await page.waitForURL(/\/en\/admin\/quizzes\?quiz=\d+&created=1$/);
    const quizId = Number(new URL(page.url()).searchParams.get('quiz'));
    await waitUntilInteractive(page);

    // A question with several correct options; without any it is refused under its options.
    const question = page.getByTestId(`new-question-${quizId}-form`);
    const prompt = `Which are true about ${word}?`;
    await question.locator('textarea[name="promptEn"]').fill(prompt);
    await question.locator('textarea[name="promptTh"]').fill(`ข้อใดจริงเกี่ยวกับ ${word}`);
    await question.locator('textarea[name="explanationEn"]').fill(`${word} is made up and explains fees.`);
    await question.locator('textarea[name="explanationTh"]').fill(`${word} เป็นเหรียญสมมุติที่ใช้อธิบายค่าธรรมเนียม`);
    for (const [index, en, th] of [
      [0, 'It is made up', 'เป็นเหรียญสมมุติ'],
      [1, 'It is a stock', 'เป็นหุ้น'],
      [2, 'It explains fees', 'ใช้อธิบายค่าธรรมเนียม'],
    ] as const) {
      await question.locator(`input[name="options.${index}.labelEn"]`).fill(en);
      await question.locator(`input[name="options.${index}.labelTh"]`).fill(th);
    }
    await question.getByRole('button', { name: 'Add a question' }).click();
    await expect
      .poll(() => page.getByTestId(`new-question-${quizId}-options-error`).textContent())
      .toBe('Mark at least one option as correct.');
    await question.locator('input[name="options.0.correct"]').check();
    await question.locator('input[name="options.2.correct"]').check();
    await question.getByRole('button', { name: 'Add a question' }).click();
    await page.getByText(`1. ${prompt}`).waitFor();
    const settings = page.getByTestId(`quiz-${quizId}-form`);
    await settings.locator('input[name="active"]').check();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => settings.getByRole('status').textContent()).toBe('Saved.');
    await expectAccessible(page);
    await screenshot(page, 'admin-quiz-written-en-light-1440');

    // Readers find the quiz under the article at once, in both languages.
    for (const [lang, title] of [
      ['en', `Check your ${word}`],
      ['th', `ทดสอบเรื่อง ${word}`],
    ] as const) {
      const reader = await openPage(browser, { baseURL: baseUrl });
      await reader.page.goto(`/${lang}/articles/${slug}`);
      expect(await reader.page.getByTestId('article-quiz').locator('h2').textContent()).toBe(title);
      await reader.page.getByTestId('article-quiz').getByRole('link').click();
      await reader.page.waitForURL(`**/${lang}/quizzes/${slug}-quiz`);
      // A client-side navigation: the address changes before the page renders.
      await expect.poll(() => reader.page.locator('h1').first().textContent()).toBe(title);
      await reader.context.close();
    }
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);

    // The journeys share one site: unpublishing leaves the reading lists as the other journeys expect.
    await page.goto(articleUrl);
    await waitUntilInteractive(page);
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect.poll(() => page.getByTestId('article-status').textContent()).toBe('Draft');
    await context.close();
  });

  it('works on a phone, in Thai, in the dark theme', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: PHONE });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
    await page.goto('/th/login?redirectTo=%2Fth%2Fadmin%2Farticles');
    await logIn(page, 'editor@kub-academy.local', 'Admin#2026');
    await page.waitForURL('**/th/admin/articles');
    await page.getByTestId('article-list').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-articles-th-dark-360');
    await page.goto('/th/admin/glossary');
    await waitUntilInteractive(page);
    await page.getByText('เพิ่มรายการใหม่').click();
    await page.getByTestId('glossary-new-form').locator('button[type="submit"]').click();
    await expect
      .poll(() => page.getByTestId('glossary-new-termEn-error').textContent())
      .toBe('กรุณากรอกข้อมูลในช่องนี้');
    await screenshot(page, 'admin-glossary-errors-th-dark-360');
    // Editors do not see the user pages, and the server refuses them anyway.
    expect(await page.getByRole('link', { name: 'ผู้ใช้', exact: true }).count()).toBe(0);
    await page.goto('/th/admin/users');
    await page.getByTestId('forbidden').waitFor();
    await context.close();
  });

  it('lets an admin look a certificate up by its code, and says so under the field when none has it', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: DESKTOP });
    await page.goto('/th/login?redirectTo=%2Fth%2Fadmin%2Fcertificates');
    await logIn(page, 'admin@kub-academy.local', 'Admin#2026');
    await page.waitForURL('**/th/admin/certificates');
    // The certificates' own lookup (the topic credentials have one of their own below it).
    const lookup = page.getByTestId('certificate-lookup');
    await lookup.waitFor();
    await waitUntilInteractive(page);
    await lookup.getByLabel('รหัสใบประกาศนียบัตร').fill('no-such-certificate');
    await lookup.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await page.waitForURL('**/th/admin/certificates?code=no-such-certificate');
    await expect
      .poll(() => page.getByTestId('certificate-code-error').textContent())
      .toBe('ไม่พบใบประกาศนียบัตรที่มีรหัสนี้');
    await expectAccessible(page);
    await screenshot(page, 'admin-certificates-th-light-1440');
    await context.close();
  });

  it('lets an admin block a user, whose next call is refused with the restriction message', async () => {
    const member = await newMember();
    expect((await api('GET', '/api/client/v2/profile', undefined, member.token)).status).toBe(200);

    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: DESKTOP });
    await page.goto(`/en/login?redirectTo=${encodeURIComponent(`/en/admin/users?email=${member.email}`)}`);
    await logIn(page, 'admin@kub-academy.local', 'Admin#2026');
    await page.waitForURL('**/en/admin/users?email=*');
    await page.getByRole('link', { name: member.email }).click();
    await page.waitForURL(/\/en\/admin\/users\/\d+$/);
    await waitUntilInteractive(page);

    // A block needs a reason; the message sits under the field.
    await page.getByRole('button', { name: 'Block and sign out everywhere' }).click();
    await expect
      .poll(() => page.getByTestId('user-block-reason-error').textContent())
      .toBe('Please fill in this field.');
    await page.locator('input[name="reason"]').first().fill('Posting scam links in feedback');
    await page.getByRole('button', { name: 'Block and sign out everywhere' }).click();
    await page.getByRole('button', { name: 'Unblock' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-user-blocked-en-light-1440');

    const next = await api('GET', '/api/client/v2/profile', undefined, member.token);
    expect(next.status).toBe(403);
    expect(next.body.message).toBe(RESTRICTED);

    // The block is in the audit log with its reason.
    await page.goto('/en/admin/audit?action=user.block');
    await page.getByTestId('audit-list').locator('summary').first().click();
    await expect
      .poll(() => page.getByTestId('audit-list').textContent())
      .toContain('Posting scam links in feedback');
    await screenshot(page, 'admin-audit-en-light-1440');
    await context.close();

    // Signing in again is refused with the same message.
    const again = await openPage(browser, { baseURL: baseUrl });
    await again.page.goto('/en/login');
    await logIn(again.page, member.email, 'Member#2026');
    await expect.poll(() => again.page.getByTestId('form-error').textContent()).toBe(RESTRICTED);
    await again.context.close();
  });
});
