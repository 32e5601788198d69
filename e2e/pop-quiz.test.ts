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
    wouldHave: /^You would have earned \d+ points$/,
    firstTime: 'First-time subscriber offer: Welcome Month, 1 KUB for 30 days',
    subscribersOnly: 'Points are earned by subscribers. Subscribe to earn points for your wins.',
    completed: 'Completed',
    back: /Back to the list/,
  },
  th: {
    start: /เริ่มทำป๊อปควิซ/,
    announced: /คุณมีเวลาตอบ/,
    correct: 'ถูกต้อง!',
    claimIn: 'รับรางวัลของคุณภายใน',
    claimed: /คุณได้รับ \d+ คะแนนแล้ว/,
    wouldHave: /^หากเป็นสมาชิก คุณจะได้รับ \d+ คะแนน$/,
    firstTime: 'ข้อเสนอสำหรับผู้สมัครสมาชิกครั้งแรก: แพ็กเกจต้อนรับรายเดือน ราคา 1 KUB นาน 30 วัน',
    subscribersOnly: 'คะแนนสะสมได้เฉพาะสมาชิก สมัครสมาชิกเพื่อรับคะแนนจากการเล่นของคุณ',
    completed: 'สำเร็จ',
    back: /กลับไปที่รายการ/,
  },
} as const;

/**
 * Signs in the demo subscriber (KYC-verified, a running term that earns points) and opens the pop
 * quiz page: spec §6, points are earned by subscribers.
 */
async function signIn(page: Page, locale: 'en' | 'th') {
  await page.goto(`/${locale}/login`);
  await page.locator('input[name="email"]').fill('subscriber@kub-academy.local');
  await page.locator('input[name="password"]').fill('Subscriber#2026');
  await page.locator('input[name="password"]').press('Enter');
  await page.getByTestId('user-menu').waitFor();
  await page.goto(`/${locale}/pop-quiz`);
  await waitUntilInteractive(page);
}

/** Signs in through the local exchange provider: a KYC-verified account that never subscribed. */
async function signInWithExchange(page: Page, locale: 'en' | 'th') {
  await page.goto(`/${locale}/login/sso`);
  await page.getByRole('button', { name: /Somchai/ }).click();
  await page.waitForURL(`**/${locale}/profile`);
  await page.goto(`/${locale}/pop-quiz`);
  await waitUntilInteractive(page);
}

/** Starts the first pop quiz this account has not taken and answers it correctly. */
async function winOne(page: Page, locale: 'en' | 'th') {
  await page.getByRole('button', { name: TEXT[locale].start }).first().click();
  const panel = page.getByTestId('pop-quiz-question');
  await panel.waitFor();
  const prompt = (await panel.locator('legend').textContent()) ?? '';
  for (const option of correctOptions(prompt, locale)) await page.getByLabel(option, { exact: true }).check();
  await page.getByTestId('pop-quiz-submit').click();
  await page.getByTestId('pop-quiz-result').waitFor();
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

  for (const [locale, theme, viewport] of [
    ['en', 'light', DESKTOP],
    ['th', 'dark', PHONE],
  ] as const) {
    it(`shows a winner who is not a subscriber the points they missed and the first-time offer (${locale}, ${theme})`, async () => {
      const text = TEXT[locale];
      const { context, page, problems } = await openPage(browser, { baseURL: baseUrl, viewport });
      await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
      await signInWithExchange(page, locale);
      await winOne(page, locale);
      expect(await page.getByTestId('pop-quiz-result').getAttribute('data-status')).toBe('pending');
      const offer = page.getByTestId('points-offer');
      expect(await offer.getAttribute('data-reason')).toBe('POINTS_SUBSCRIBERS_ONLY');
      expect(await offer.getByRole('heading').textContent()).toMatch(text.wouldHave);
      expect(await offer.textContent()).toContain(text.subscribersOnly);
      expect(
        (await offer.getByTestId('points-offer-package').textContent())?.replace(/[\u2060\u200B]/g, ''),
      ).toContain(text.firstTime);
      expect(await offer.getByRole('link').first().getAttribute('href')).toMatch(
        new RegExp(`^/${locale}/subscriptions/\\d+/order$`),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `pop-quiz-offer-${locale}-${theme}-${viewport.width}`);
      await expectAccessible(page);

      // Claiming anyway pays nothing and says why, next to the button.
      await page.getByTestId('pop-quiz-claim').getByRole('button').click();
      await expect
        .poll(() => page.getByTestId('pop-quiz-claim').getByRole('alert').textContent())
        .toBe(text.subscribersOnly);
      expect(await page.getByTestId('pop-quiz-claimed').count()).toBe(0);

      await offer.getByRole('link').first().click();
      await page.waitForURL(`**/${locale}/subscriptions/*/order`);
      // The refused claim's 403 is the answer the page showed above.
      expect(problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
      await context.close();
    });
  }
});
