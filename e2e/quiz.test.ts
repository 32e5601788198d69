import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

const baseUrl = inject('baseUrl');

interface QuizYaml {
  title: { th: string };
  questionsPerAttempt?: number;
  questions: { prompt: { th: string }; options: { th: string; correct?: boolean }[] }[];
}

/** What a person who read the article knows: the right Thai answers, by question. */
async function thaiAnswers(file: string) {
  const quiz = parse(
    await readFile(resolve(import.meta.dirname, '../content/quizzes', file), 'utf8'),
  ) as QuizYaml;
  return {
    title: quiz.title.th,
    /** How many questions an attempt draws from the bank. */
    asked: quiz.questionsPerAttempt ?? quiz.questions.length,
    answers: new Map(
      quiz.questions.map((q) => [q.prompt.th, q.options.filter((o) => o.correct).map((o) => o.th)]),
    ),
  };
}

async function logIn(page: Page) {
  await page.goto('/th/login');
  await page.locator('input[name="email"]').fill('subscriber@kub-academy.local');
  await page.locator('input[name="password"]').fill('Subscriber#2026');
  await page.getByTestId('login-form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.getByTestId('user-menu').waitFor();
}

describe('main quiz', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('takes a quiz in Thai end to end and opens its certificate verify page', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
    const { title, asked, answers } = await thaiAnswers('what-is-bitcoin.yaml');
    await logIn(page);

    await page.goto('/th/quizzes');
    await page.getByTestId('quiz-list').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'quiz-list-th-dark');
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL('**/th/quizzes/what-is-bitcoin-quiz');
    await waitUntilInteractive(page);
    await page.getByTestId('quiz-start').click();
    await page.getByTestId('quiz-player').waitFor();

    for (let index = 0; index < asked; index++) {
      const prompt = (await page.locator('#quiz-question').textContent())!.trim();
      const right = answers.get(prompt);
      expect(right, prompt).toBeDefined();
      for (const label of right!) await page.getByLabel(label, { exact: true }).check();
      await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();
      await expect.poll(() => page.getByTestId('quiz-reveal').textContent()).toContain('ถูกต้อง!');
      if (index === 0) {
        await expectAccessible(page);
        await screenshot(page, 'quiz-question-th-dark');
        // Leaving mid-quiz asks first; staying keeps the quiz on screen.
        page.once('dialog', (dialog) => void dialog.dismiss());
        await page.getByRole('link', { name: 'แบบทดสอบทั้งหมด' }).click();
        await expect.poll(() => page.url()).toContain('/th/quizzes/what-is-bitcoin-quiz');
        await page.getByTestId('quiz-player').waitFor();
      }
      if (index < asked - 1) await page.getByRole('button', { name: 'คำถามถัดไป' }).click();
    }
    await page.getByTestId('quiz-finish').click();
    await page.waitForURL('**/th/quizzes/what-is-bitcoin-quiz/result');
    expect(await page.getByTestId('quiz-grade').textContent()).toBe('A+');
    expect(await page.getByTestId('quiz-reward').textContent()).toContain('เพิ่ม 100 คะแนน');
    await expectAccessible(page);
    await screenshot(page, 'quiz-result-th-dark');

    await page.getByTestId('certificate-link').click();
    await page.waitForURL('**/th/verify/**');
    expect(await page.getByTestId('certificate-status').textContent()).toBe('ใบประกาศนียบัตรที่ใช้ได้');
    expect(await page.getByTestId('certificate-holder').textContent()).toBe('Malee Srisuk');
    expect(await page.getByTestId('certificate').textContent()).toContain('ผ่านแบบทดสอบ “บิตคอยน์คืออะไร?”');
    expect(await page.getByTestId('certificate-signature').textContent()).toContain('ตรวจสอบลายเซ็น');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'quiz-verify-th-phone');
    const credential = await page.request.get(
      (await page.getByRole('link', { name: /ดาวน์โหลด.*JSON/ }).getAttribute('href'))!,
    );
    expect((await credential.json()).proof.cryptosuite).toBe('eddsa-jcs-2022');
    // The printable PDF and the share image named by the page's social card.
    const pdf = await page.request.get((await page.getByTestId('certificate-pdf').getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/\/og\.png\?lang=th$/);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    );
    expect((await page.request.get(ogImage!)).headers()['content-type']).toBe('image/png');
    expect(await page.getByTestId('share-line').getAttribute('href')).toContain(
      encodeURIComponent(page.url()),
    );

    // My quiz lists it, with the certificate.
    await page.goto('/th/my-quiz');
    expect(await page.getByTestId('my-quiz-list').textContent()).toContain(title);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the empty state of My quiz search and the quiz list in English on a phone', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: PHONE });
    await logIn(page);
    await page.goto('/en/my-quiz?search=nothing-matches-this');
    expect(await page.getByTestId('my-quiz-empty').textContent()).toContain('No quiz found');
    await page.goto('/en/quizzes?search=stablecoin');
    expect(await page.getByTestId('quiz-list').locator('li').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'quiz-list-en-phone');
    await context.close();
  });
});
