import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');
const WORD = 'แพ็กเกจ';

/**
 * Every place the page shows WORD: whether the browser laid it out on one line. A Range over the
 * word's letters (the invisible line-break marks between them included) has client rects on one
 * line only when no line break falls inside it.
 */
async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate((word) => {
    const marks = /[\u2060\u200B]/g;
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || !element.getClientRects().length) continue;
      // Map positions in the visible text (marks removed) back to the node's own offsets.
      const offsets: number[] = [];
      for (let i = 0; i < text.length; i += 1) if (!/[\u2060\u200B]/.test(text[i]!)) offsets.push(i);
      const visible = text.replace(marks, '');
      for (let at = visible.indexOf(word); at >= 0; at = visible.indexOf(word, at + 1)) {
        const range = document.createRange();
        range.setStart(node, offsets[at]!);
        range.setEnd(node, offsets[at + word.length - 1]! + 1);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) split.push(visible.slice(Math.max(0, at - 10), at + word.length + 10));
      }
    }
    return split;
  }, WORD);
}

async function countWords(page: Page): Promise<number> {
  return page.evaluate(
    (word) =>
      (
        (document.querySelector('main')?.textContent ?? '')
          .replace(/[\u2060\u200B]/g, '')
          .match(new RegExp(word, 'g')) ?? []
      ).length,
    WORD,
  );
}

describe('Thai polish', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(`never breaks a line inside ${WORD}, at 360 and 1366 px, in both themes`, async () => {
    for (const [width, theme] of [
      [360, 'light'],
      [360, 'dark'],
      [1366, 'light'],
      [1366, 'dark'],
    ] as const) {
      const { context, page, problems } = await openPage(browser, {
        baseURL: baseUrl,
        viewport: { width, height: 800 },
      });
      await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
      for (const path of ['/th', '/th/subscriptions', '/th/earn']) {
        await page.goto(path);
        await page.locator('body[data-hydrated]').waitFor();
        // Blocks below the first screen are laid out only near the viewport: bring each one near.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        });
        expect(await countWords(page), path).toBeGreaterThan(0);
        expect(await splitWords(page), `${path} at ${width} px`).toEqual([]);
        await screenshot(page, `thai-lines${path.replaceAll('/', '-')}-${width}-${theme}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('shows the header search placeholder whole at 1366 px, in both languages', async () => {
    const { context, page } = await openPage(browser, {
      baseURL: baseUrl,
      viewport: { width: 1366, height: 800 },
    });
    for (const locale of ['en', 'th']) {
      await page.goto(`/${locale}/articles`);
      await page.evaluate(() => document.fonts.ready);
      const room = await page.locator('header input[type="search"]').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context2d = document.createElement('canvas').getContext('2d')!;
        context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const free = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: input.placeholder, needed: context2d.measureText(input.placeholder).width, free };
      });
      expect(room.needed, `${locale}: ${room.text}`).toBeLessThanOrEqual(room.free);
    }
    await context.close();
  });

  it('explains a result page without an attempt, and leads to the quiz', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/th/login/sso');
    await page.getByRole('button', { name: /^Nicha/ }).click();
    await page.waitForURL('**/th/profile');
    const response = await page.goto('/th/quizzes/nfts-explained-quiz/result');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('ยังไม่มีผลลัพธ์');
    expect(await page.getByTestId('quiz-result-none-link').getAttribute('href')).toBe(
      '/th/quizzes/nfts-explained-quiz',
    );
    await screenshot(page, 'quiz-result-none-th');
    // A quiz that does not exist is still a plain 404.
    expect((await page.goto('/th/quizzes/no-such-quiz/result'))?.status()).toBe(404);
    expect(await page.getByTestId('quiz-result-none').count()).toBe(0);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
  });
});
