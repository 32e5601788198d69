import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

const baseUrl = inject('baseUrl');

/** True when the element's top edge is inside the window, below the sticky navbar. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });

describe('discovery pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('glossary (en): search, empty state, A-Z jump, ก-ฮ jump and a deep link', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/glossary');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Glossary');
    // In pages of 20 (each response stays small), with every term reachable from the page links.
    expect(await page.getByTestId('glossary-term').count()).toBe(20);
    const pages = page.getByTestId('glossary-pages');
    expect(await pages.getByRole('link', { name: 'Page 12 of 12' }).count()).toBe(1);
    expect(await pages.locator('[aria-current="page"]').textContent()).toBe('1');
    // X has no term: shown, but not a link.
    const index = page.getByTestId('glossary-index-en');
    expect(await index.getByRole('link', { name: 'X', exact: true }).count()).toBe(0);
    expect(await index.locator('[aria-disabled="true"]', { hasText: 'X' }).count()).toBe(1);

    await waitUntilInteractive(page);
    await index.getByRole('link', { name: 'S', exact: true }).click();
    await page.waitForURL(/\/en\/glossary\?by=en&page=\d+#letter-en-53$/);
    await expect.poll(() => inView(page, '#letter-en-53')).toBe(true);
    await pages.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=\d+$/);
    await expect.poll(() => page.getByTestId('glossary-term').count()).toBeGreaterThan(0);

    await page.getByTestId('glossary-index-th').getByRole('link', { name: 'บ', exact: true }).click();
    await page.waitForURL(/\/en\/glossary\?by=th(&page=\d+)?#letter-th-e1a$/);
    await expect.poll(() => inView(page, '#letter-th-e1a')).toBe(true);
    expect(
      await page.locator('#letter-th-e1a + ul [data-testid="glossary-term"] h3').first().textContent(),
    ).toMatch(/^บ/);

    await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('seed phrase');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=seed\+phrase/);
    await expect
      .poll(() => page.getByTestId('glossary-result-count').textContent())
      .toMatch(/terms match “seed phrase”/);
    const terms = await page.getByTestId('glossary-term').locator('h3').allTextContents();
    expect(terms.join('|')).toMatch(/เซ|Seed Phrase|ซีด/);

    await page.getByRole('searchbox', { name: 'Search the glossary' }).fill('zzqqxx');
    await page.keyboard.press('Enter');
    await page.getByTestId('glossary-empty').waitFor();
    expect(await page.getByTestId('glossary-empty').textContent()).toContain('No results');

    await page.goto('/en/glossary?q=bitcoin');
    await page.getByRole('link', { name: 'Bitcoin (BTC)', exact: true }).click();
    await page.waitForURL(/\/en\/glossary\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Bitcoin (BTC)');
    expect(await page.getByTestId('glossary-detail').textContent()).toContain('บิตคอยน์');
    expect((await page.goto('/en/glossary/99999'))?.status()).toBe(404);
    expect((await page.goto('/en/glossary/abc'))?.status()).toBe(404);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('glossary: a link to a letter of the one-page glossary still opens that letter', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/glossary#letter-en-57');
    await page.waitForURL(/\/en\/glossary\?by=en&page=\d+#letter-en-57$/);
    await expect.poll(() => inView(page, '#letter-en-57')).toBe(true);
    await page.goto('/th/glossary?by=th#letter-th-e2d');
    await page.waitForURL(/\/th\/glossary\?by=th&page=\d+#letter-th-e2d$/);
    await expect.poll(() => inView(page, '#letter-th-e2d')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('glossary (th): ก-ฮ by default, Thai search and an A-Z jump', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/th/glossary');
    await expect.poll(() => page.locator('h1').textContent()).toBe('อภิธานศัพท์');
    const thai = page.getByTestId('glossary-index-th');
    await thai.getByRole('link', { name: 'ก', exact: true }).click();
    await expect.poll(() => inView(page, '#letter-th-e01')).toBe(true);
    expect(await thai.locator('[aria-disabled="true"]').count()).toBeGreaterThan(0);

    await page.getByTestId('glossary-index-en').getByRole('link', { name: 'W', exact: true }).click();
    await page.waitForURL(/\/th\/glossary\?by=en&page=\d+#letter-en-57$/);
    await expect.poll(() => inView(page, '#letter-en-57')).toBe(true);

    await page.getByRole('searchbox', { name: 'ค้นหาในอภิธานศัพท์' }).fill('กระเป๋า');
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await page.waitForURL(/q=/);
    await expect.poll(() => page.getByTestId('glossary-term').count()).toBeGreaterThan(3);
    expect(await page.getByTestId('glossary-result-count').textContent()).toContain('กระเป๋า');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('partners: filter by category and search by name, kept in the URL', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/partners');
    expect(await page.getByTestId('partner').count()).toBe(14);
    await page.getByLabel('Category').selectOption('WALLET');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/category=WALLET/);
    await expect.poll(() => page.getByTestId('partner').count()).toBe(2);

    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Search by name').fill('siam');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/q=siam/);
    await expect.poll(() => page.getByTestId('partner').count()).toBe(1);
    const card = page.getByTestId('partner');
    expect(await card.locator('h2').textContent()).toBe('Siam Chain Lab');
    const visit = card.getByRole('link', { name: /Visit website/ });
    expect(await visit.getAttribute('href')).toBe('https://siamchainlab.example');
    expect(await visit.getAttribute('rel')).toContain('noopener');
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await card.getByRole('link', { name: /Contact by e-mail/ }).getAttribute('href')).toBe(
      'mailto:hello@siamchainlab.example',
    );

    await page.goto('/th/partners?category=MEDIA&q=zzz');
    await page.getByTestId('partners-empty').waitFor();
    expect(await page.getByLabel('หมวดหมู่').inputValue()).toBe('MEDIA');
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [locale, text] of [
    [
      'en',
      {
        topicRequired: 'Please select your topic',
        messageRequired: 'Please input your message',
        topic: 'A glossary term',
        counter: '27 / 1000 characters',
        send: 'Send message',
        success: 'Thank you! Your message has been sent.',
      },
    ],
    [
      'th',
      {
        topicRequired: 'กรุณาเลือกหัวข้อของคุณ',
        messageRequired: 'กรุณากรอกข้อความของคุณ',
        topic: 'คำศัพท์ในอภิธานศัพท์',
        counter: '27 / 1000 ตัวอักษร',
        send: 'ส่งข้อความ',
        success: 'ขอบคุณ! ส่งข้อความของคุณเรียบร้อยแล้ว',
      },
    ],
  ] as const) {
    it(`feedback (${locale}): errors next to the fields, a live counter, then a success toast`, async () => {
      const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
      await page.goto(`/${locale}/feedback`);
      await page.getByRole('button', { name: text.send }).click();
      await expect
        .poll(() => page.getByTestId('feedback-topic-error').textContent())
        .toBe(text.topicRequired);
      expect(await page.getByTestId('feedback-message-error').textContent()).toBe(text.messageRequired);
      expect(await page.locator('#feedback-topic').getAttribute('aria-invalid')).toBe('true');
      // The error belongs to its field, for screen readers too.
      expect(await page.locator('#feedback-topic').getAttribute('aria-describedby')).toBe(
        'feedback-topic-error',
      );

      await page.locator('#feedback-topic').selectOption({ label: text.topic });
      await page.locator('#feedback-message').fill('Please add "restaking" too.');
      // The counter is live once the page is interactive, and counts text typed before that.
      await expect.poll(() => page.getByTestId('feedback-counter').textContent()).toBe(text.counter);
      await page.getByRole('button', { name: text.send }).click();
      await expect.poll(() => page.getByTestId('toast').textContent()).toContain(text.success);
      expect(await page.locator('#feedback-message').inputValue()).toBe('');
      expect(await page.getByTestId('feedback-topic-error').count()).toBe(0);
      expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
      await context.close();
    });
  }

  it('feedback works without JavaScript', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, javaScriptEnabled: false });
    await page.goto('/en/feedback');
    await page.locator('#feedback-topic').selectOption('correction');
    await page.locator('#feedback-message').fill('   ');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('feedback-message-error').waitFor();
    expect(await page.getByTestId('feedback-message-error').textContent()).toBe('Message is invalid');
    expect(await page.locator('#feedback-topic').inputValue()).toBe('correction');
    await page
      .locator('#feedback-message')
      .fill('The halving article says 2028; it should say 2028 (April).');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('feedback-sent').waitFor();
    expect(await page.getByTestId('feedback-sent').textContent()).toBe(
      'Thank you! Your message has been sent.',
    );
    await context.close();
  });

  it('get started and about us in both languages', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/get-started');
    expect(await page.getByTestId('get-started-banner').textContent()).toBe('Learn crypto, earn rewards');
    expect(await page.getByTestId('get-started-steps').locator('li').count()).toBe(6);
    expect(await page.getByTestId('market-source').getAttribute('data-source')).toBe('snapshot');
    expect(await page.getByTestId('market-token').count()).toBe(9);
    await page
      .getByRole('link', { name: /Go to this step: Read your first article|Go to this step/ })
      .first()
      .click();
    await page.waitForURL('**/en/register');

    await page.goto('/th/get-started');
    expect(await page.getByTestId('get-started-banner').textContent()).toBe('เรียนรู้คริปโต รับรางวัลจริง');
    expect(await page.getByTestId('market-source').textContent()).toContain('ราคาตัวอย่าง');

    await page.goto('/en/about');
    expect(await page.locator('h1').textContent()).toBe('About KUB Academy');
    expect(await page.getByTestId('about-body').locator('h2').first().textContent()).toBe('Our mission');
    await page.getByRole('link', { name: 'Send us a message' }).click();
    await page.waitForURL('**/en/feedback');

    await page.goto('/th/about');
    expect(await page.locator('h1').textContent()).toMatch(/[\u0E00-\u0E7F]/);
    expect(problems).toEqual([]);
    await context.close();
  });

  const pages = [
    '/glossary',
    '/glossary?by=th&q=wallet',
    '/glossary/1',
    '/get-started',
    '/partners',
    '/about',
    '/feedback',
  ];
  for (const locale of ['en', 'th'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const path of pages) {
        it(`${locale}${path} (${theme}): no serious accessibility violations, fits 360 to 1440 px`, async () => {
          const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
          await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
          await page.goto(`/${locale}${path}`);
          await expectAccessible(page);
          const name = `discovery-${locale}-${theme}-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`;
          await screenshot(page, `${name}-desktop`);
          await page.setViewportSize(PHONE);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            PHONE.width,
          );
          await screenshot(page, `${name}-phone`);
          if (path === '/feedback') {
            // The form's error state, for both the eye and axe.
            await page.locator('form[data-testid="feedback-form"] button[type="submit"]').click();
            await page.getByTestId('feedback-topic-error').waitFor();
            await expectAccessible(page);
            await screenshot(page, `${name}-errors-phone`);
          }
          expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
          await context.close();
        }, 120_000);
      }
    }
  }
});
