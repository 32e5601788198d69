import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
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

type Text = { en: string; th: string };
const BANK = parse(
  readFileSync(resolve(import.meta.dirname, '../content/pop-quizzes/questions.yaml'), 'utf8'),
) as { prompt: Text; options: (Text & { correct: boolean })[] }[];

/** The correct option texts of the question shown, found in the question bank by its prompt. */
function correctOptions(prompt: string, locale: 'en' | 'th'): string[] {
  const question = BANK.find((q) => q.prompt[locale] === prompt.trim());
  if (!question) throw new Error(`question not in the bank: ${prompt}`);
  return question.options.filter((o) => o.correct).map((o) => o[locale]);
}

const TEXT = {
  en: {
    start: /Take the pop quiz/,
    announced: /seconds to answer/,
    correct: 'Correct!',
    claimIn: 'Claim your reward in',
    claimed: /You received \d+ points/,
    completed: 'Completed',
    back: /Back to the list/,
  },
  th: {
    start: /เริ่มทำป๊อปควิซ/,
    announced: /คุณมีเวลาตอบ/,
    correct: 'ถูกต้อง!',
    claimIn: 'รับรางวัลของคุณภายใน',
    claimed: /คุณได้รับ \d+ คะแนนแล้ว/,
    completed: 'สำเร็จ',
    back: /กลับไปที่รายการ/,
  },
} as const;

/** Signs in through the local exchange provider (a KYC-verified account) and opens the pop quiz page. */
async function signIn(page: Page, locale: 'en' | 'th') {
  await page.goto(`/${locale}/login/sso`);
  await page.getByRole('button', { name: /Somchai/ }).click();
  await page.waitForURL(`**/${locale}/profile`);
  await page.goto(`/${locale}/pop-quiz`);
  await waitUntilInteractive(page);
}

describe('pop quiz', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a visitor the list with countdowns and asks them to sign in', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl, viewport: PHONE });
    await page.goto('/en');
    await page.getByTestId('pop-quiz-home').getByRole('link').click();
    await page.waitForURL('**/en/pop-quiz');
    await page.getByRole('heading', { level: 1, name: 'Pop quiz' }).waitFor();
    expect(await page.getByTestId('pop-quiz-card').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('pop-quiz-next').textContent()).toMatch(/\d{2}:\d{2}/);
    expect(await page.getByRole('link', { name: 'Sign in to play' }).count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'pop-quiz-visitor-en-light-360');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [locale, theme, viewport] of [
    ['en', 'light', DESKTOP],
    ['th', 'dark', PHONE],
  ] as const) {
    it(`takes and claims a pop quiz with the keyboard (${locale}, ${theme})`, async () => {
      const text = TEXT[locale];
      const { context, page, problems } = await openPage(browser, { baseURL: baseUrl, viewport });
      await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
      await signIn(page, locale);
      await screenshot(page, `pop-quiz-list-${locale}-${theme}-${viewport.width}`);
      await expectAccessible(page);

      // The first quiz this account has not taken yet (the other language took one already).
      const start = page.getByRole('button', { name: text.start }).first();
      await start.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('pop-quiz-question');
      await panel.waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pop-quiz-question-title');
      expect(await page.getByTestId('pop-quiz-timer').textContent()).toMatch(/^\d{2}:\d{2}$/);
      expect(await page.getByTestId('pop-quiz-announcer').textContent()).toMatch(text.announced);
      expect(await page.content()).not.toContain('"correct"');
      await screenshot(page, `pop-quiz-question-${locale}-${theme}-${viewport.width}`);
      await expectAccessible(page);

      const prompt = (await panel.locator('legend').textContent()) ?? '';
      for (const option of correctOptions(prompt, locale)) {
        await page.getByLabel(option, { exact: true }).focus();
        await page.keyboard.press('Space');
      }
      await page.getByTestId('pop-quiz-submit').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('pop-quiz-result').waitFor();
      expect(await page.getByTestId('pop-quiz-result').getAttribute('data-status')).toBe('pending');
      expect(await panel.locator('h2').textContent()).toBe(text.correct);
      expect(await page.getByTestId('pop-quiz-claim').textContent()).toContain(text.claimIn);
      await screenshot(page, `pop-quiz-claim-${locale}-${theme}-${viewport.width}`);
      await expectAccessible(page);

      await page.getByTestId('pop-quiz-claim').getByRole('button').focus();
      await page.keyboard.press('Enter');
      expect(await page.getByTestId('pop-quiz-claimed').textContent()).toMatch(text.claimed);

      await page.getByRole('button', { name: text.back }).click();
      await page.getByTestId('pop-quiz-list').waitFor();
      await expect
        .poll(() => page.getByTestId('pop-quiz-history-status').first().textContent())
        .toBe(text.completed);
      await screenshot(page, `pop-quiz-history-${locale}-${theme}-${viewport.width}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
