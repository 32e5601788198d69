import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gt, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Database } from '../apps/server/src/db/client.ts';
import { subscriptionPackages, users, userSubscriptions } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash.ts';
import type { ProductionServer } from '../apps/server/test/production-server.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  logInByEmail,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';
import { type PostgresSite, startPostgresSite } from './postgres-site.ts';

// "The next day" is made by moving the learner's new cards one day into the past in the database,
// so this file runs its own production server on a PostgreSQL database it can reach (the shared
// e2e server keeps an embedded database to itself).

type Locale = 'en' | 'th';
type Text = Record<Locale, string>;
interface QuizYaml {
  slug: string;
  questions: { concept?: string; prompt: Text; options: (Text & { correct?: boolean })[] }[];
}

/** Every main-quiz question of the demo content, by its prompt in each language. */
const QUESTIONS = new Map<string, { idea: string; right: string[]; wrong: string[] }>();
const QUIZ_DIR = resolve(import.meta.dirname, '../content/quizzes');
for (const file of readdirSync(QUIZ_DIR).filter((name) => name.endsWith('.yaml'))) {
  const quiz = parse(readFileSync(resolve(QUIZ_DIR, file), 'utf8')) as QuizYaml;
  for (const question of quiz.questions) {
    for (const locale of ['en', 'th'] as const) {
      QUESTIONS.set(question.prompt[locale].trim(), {
        // A bank may word one idea several ways; a review may ask another wording of it.
        idea: `${quiz.slug}:${question.concept ?? question.prompt.en}`,
        right: question.options.filter((o) => o.correct).map((o) => o[locale]),
        wrong: question.options.filter((o) => !o.correct).map((o) => o[locale]),
      });
    }
  }
}

function answersTo(prompt: string | null) {
  const found = QUESTIONS.get((prompt ?? '').trim());
  if (!found) throw new Error(`question not in the demo quizzes: ${prompt}`);
  return found;
}

const TEXT = {
  en: {
    submit: 'Submit answer',
    next: 'Next question',
    firstTime: 'Your review deck is empty',
    noPoints: 'Reviews pay no points: they are for remembering, not for earning.',
    due: '1 card due today',
    right: 'Right!',
    wrong: 'Not quite',
    interval: /^Next review (tomorrow|in \d+ days?) \(.+\)\.$/,
    saved: 'Your rating is saved.',
    again: 'You will see this card again later today.',
    done: 'Done for now',
    review: 'Review',
    streak: '1-day streak',
    nextAt: /^Next card due today at \d{2}:\d{2}\.$/,
    reminder: 'Review cards are due',
  },
  th: {
    submit: 'ส่งคำตอบ',
    next: 'คำถามถัดไป',
    firstTime: 'สำรับทบทวนของคุณยังว่างอยู่',
    noPoints: 'การทบทวนไม่ได้รับคะแนน เพราะมีไว้เพื่อจดจำ ไม่ใช่เพื่อสะสมคะแนน',
    due: 'ครบกำหนดวันนี้ 1 การ์ด',
    right: 'ถูกต้อง!',
    wrong: 'ยังไม่ถูก',
    interval: /^ทบทวนครั้งถัดไป(พรุ่งนี้|ในอีก \d+ วัน) \(.+\)$/,
    saved: 'บันทึกระดับที่คุณเลือกแล้ว',
    again: 'การ์ดนี้จะกลับมาอีกครั้งภายในวันนี้',
    done: 'ทบทวนครบแล้วสำหรับตอนนี้',
    review: 'ทบทวน',
    streak: 'ทบทวนต่อเนื่อง 1 วัน',
    nextAt: /^การ์ดถัดไปครบกำหนดวันนี้ เวลา \d{2}:\d{2} น\.$/,
    reminder: 'มีการ์ดทบทวนถึงกำหนด',
  },
} as const;

/** Takes a main quiz and misses its first question on purpose; the rest are answered right. */
async function missFirstQuestion(page: Page, locale: Locale, slug: string): Promise<string> {
  const text = TEXT[locale];
  await page.goto(`/${locale}/quizzes/${slug}`);
  await waitUntilInteractive(page);
  await page.getByTestId('quiz-start').click();
  await page.getByTestId('quiz-player').waitFor();
  let missed = '';
  for (let index = 0; ; index++) {
    const prompt = (await page.locator('#quiz-question').textContent())!.trim();
    const { right, wrong } = answersTo(prompt);
    if (index === 0) {
      missed = prompt;
      await page.getByLabel(wrong[0]!, { exact: true }).check();
    } else {
      for (const label of right) await page.getByLabel(label, { exact: true }).check();
    }
    await page.getByRole('button', { name: text.submit }).click();
    await page.getByTestId('quiz-reveal').waitFor();
    const next = page.getByRole('button', { name: text.next });
    if ((await next.count()) === 0) break;
    await next.click();
  }
  await page.getByTestId('quiz-finish').click();
  await page.waitForURL(`**/${locale}/quizzes/${slug}/result`);
  return missed;
}

describe('review deck', () => {
  let browser: Browser;
  let server: ProductionServer;
  let database: Database;
  let site: PostgresSite;

  /** Who takes each journey: the demo subscriber in English, a Thai learner of their own in Thai. */
  const learners: Record<Locale, { email: string; password: string }> = {
    en: { email: 'subscriber@kub-academy.local', password: 'Subscriber#2026' },
    th: { email: `review-th-${Date.now()}@example.com`, password: 'Review#2026' },
  };
  const master = { email: `review-master-${Date.now()}@example.com`, password: 'Review#2026' };

  /** The next day for the learner's cards never reviewed yet: each falls due a day earlier. */
  async function nextDay(email: string) {
    await database.db.execute(sql`
      update review_cards
         set due = due - interval '1 day', created_at = created_at - interval '1 day'
       where user_id = (select id from users where email = ${email}) and reps = 0`);
  }

  /** A KYC-verified Thai learner with a running package that has a quiz quota, so main quizzes are open. */
  async function addThaiLearner() {
    const [learner] = await database.db
      .insert(users)
      .values({
        email: learners.th.email,
        passwordHash: await hashPassword(learners.th.password),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
        firstName: 'Kanya',
        surname: 'Suksan',
        locale: 'th',
        kycOverride: true,
      })
      .returning({ id: users.id });
    const [pass] = await database.db
      .select()
      .from(subscriptionPackages)
      .where(gt(subscriptionPackages.mainQuizQuota, 0))
      .limit(1);
    const startsAt = new Date(Date.now() - 86_400_000);
    await database.db.insert(userSubscriptions).values({
      userId: learner!.id,
      packageId: pass!.id,
      pricePaid: 0n,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 86_400_000),
      quotaTotal: pass!.mainQuizQuota,
      hintsPerMonth: pass!.hintsPerMonth,
      createdAt: startsAt,
    });
  }

  beforeAll(async () => {
    site = await startPostgresSite('review');
    ({ server, database } = site);
    await addThaiLearner();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const { locale, slug, theme, viewport, answerRight } of [
    { locale: 'en', slug: 'what-is-bitcoin-quiz', theme: 'light', viewport: DESKTOP, answerRight: true },
    { locale: 'th', slug: 'what-are-stablecoins-quiz', theme: 'dark', viewport: PHONE, answerRight: false },
  ] as const) {
    it(`misses a question in a quiz, reviews it the next day with the keyboard and sees the next review (${locale}, ${theme})`, async () => {
      const text = TEXT[locale];
      const { context, page, problems } = await openPage(browser, { baseURL: server.url, viewport });
      await context.addCookies([{ name: 'theme', value: theme, url: server.url }]);
      await logInByEmail(page, { locale, ...learners[locale], redirectTo: `/${locale}/review` });

      // Before any quiz: how the deck fills up, and that reviews pay nothing.
      const session = page.getByTestId('review-session');
      expect(await page.getByTestId('review-card-title').textContent()).toBe(text.firstTime);
      await screenshot(page, `review-first-time-${locale}-${theme}-${viewport.width}`);
      expect(await page.getByTestId('review-no-points').textContent()).toBe(text.noPoints);

      const missed = await missFirstQuestion(page, locale, slug);
      // Opening the deck takes in the questions missed in finished quizzes.
      await page.goto(`/${locale}/review`);
      expect(await page.getByTestId('review-total').textContent()).toBe('1');

      await nextDay(learners[locale].email);
      // The next day the review sits in the Earn menu, where quizzes are.
      await page.goto(`/${locale}`);
      await waitUntilInteractive(page);
      if (viewport === DESKTOP) {
        const menu = page.getByTestId('earn-menu');
        await menu.locator('summary').click();
        await menu.getByRole('link', { name: text.review, exact: true }).click();
      } else {
        await page.goto(`/${locale}/review`);
      }
      await page.waitForURL(`**/${locale}/review`);
      await waitUntilInteractive(page);
      expect(await session.getAttribute('data-step')).toBe('question');
      expect(await page.getByTestId('review-due-left').textContent()).toBe(text.due);
      const prompt = (await page.getByTestId('review-prompt').textContent())!.trim();
      // The card asks the missed question (or another wording of the same idea).
      expect(answersTo(prompt).idea).toBe(answersTo(missed).idea);
      await expectAccessible(page);
      // Both themes at phone and desktop widths: a reload resumes the same serving.
      for (const shade of ['light', 'dark'] as const) {
        await context.addCookies([{ name: 'theme', value: shade, url: server.url }]);
        for (const width of [360, 1366]) {
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await screenshot(page, `review-question-${locale}-${shade}-${width}`);
        }
      }
      expect(await page.getByTestId('review-prompt').textContent()).toBe(prompt);
      await context.addCookies([{ name: 'theme', value: theme, url: server.url }]);
      await page.setViewportSize(viewport);
      await page.reload();
      await waitUntilInteractive(page);

      // Answer with the keyboard: the option's letter picks it, Enter checks.
      const { right, wrong } = answersTo(prompt);
      // As many options as the question asks for, so a wrong answer is still a whole answer.
      const pick = answerRight ? right : wrong.slice(0, right.length);
      await page.getByTestId('review-card-title').focus();
      for (const label of pick) {
        const letter = await page
          .getByTestId('review-question')
          .locator('label', { hasText: label })
          .locator('input')
          .getAttribute('value');
        await page.keyboard.press(letter!.toLowerCase());
      }
      await page.keyboard.press('Enter');
      await page.getByTestId('review-result').waitFor();
      // Focus moves to the outcome, read first.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-card-title');
      expect(await page.getByTestId('review-card-title').textContent()).toBe(
        answerRight ? text.right : text.wrong,
      );
      expect((await page.getByTestId('review-explanation').textContent())!.length).toBeGreaterThan(20);
      expect(await page.getByTestId('review-passage').getAttribute('href')).toMatch(
        new RegExp(`^/${locale}/articles/[a-z0-9-]+(#.+)?$`),
      );
      // Wrong: again later today, after a short relearning step.
      const interval = await page.getByTestId('review-next-interval').textContent();
      if (!answerRight) expect(interval).toBe(text.again);
      if (answerRight) {
        // The clock rated the right answer by the time it took (Easy, Good or Hard). The learner
        // may say how it felt instead, with the rating's number key; the next review moves.
        const auto = await page
          .getByTestId('review-rating')
          .locator('button[aria-pressed="true"]')
          .getAttribute('data-testid');
        // Another rating that keeps the card in today's learning steps (Good or Hard), however long
        // the answer took on a busy machine, so it is back later today as the end of this test says.
        const [key, chosen] = auto === 'review-rate-good' ? ['2', 'hard'] : ['3', 'good'];
        await page.keyboard.press(key);
        await expect
          .poll(() => page.getByTestId(`review-rate-${chosen}`).getAttribute('aria-pressed'))
          .toBe('true');
        const rated = (await page.getByTestId('review-next-interval').textContent())!;
        expect(rated).not.toBe(interval);
        expect(rated.endsWith(text.saved)).toBe(true);
        // Easy from the clock sends a new card days away: "Next review in 8 days (…)".
        if (auto === 'review-rate-easy') expect(interval).toMatch(text.interval);
      } else {
        expect(await page.getByTestId('review-rating').count()).toBe(0);
      }
      await expectAccessible(page);
      await screenshot(page, `review-result-${locale}-${theme}-${viewport.width}`);

      // Enter opens the next card: none now, the one just reviewed is back later today.
      await page.getByTestId('review-card-title').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => session.getAttribute('data-step')).toBe('empty');
      expect(await page.getByTestId('review-card-title').textContent()).toBe(text.done);
      expect(await page.getByTestId('review-next-due').textContent()).toMatch(text.nextAt);
      await expect.poll(() => page.getByTestId('review-streak').textContent()).toBe(text.streak);
      await screenshot(page, `review-done-${locale}-${theme}-${viewport.width}`);

      // The dashboard points to the reviews; the reminder setting names them.
      await page.goto(`/${locale}/dashboard`);
      const summary = page.getByTestId('review-summary');
      expect(await summary.textContent()).toContain(text.noPoints);
      await waitUntilInteractive(page);
      await summary.getByRole('link').click();
      await page.waitForURL(`**/${locale}/review`);
      await page.goto(`/${locale}/profile#reminders`);
      expect(await page.locator('label[for="reminder-reviews_due"]').textContent()).toBe(text.reminder);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('masters a topic with a long-held card and opens its credential (en, dark)', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: server.url, viewport: DESKTOP });
    await context.addCookies([{ name: 'theme', value: 'dark', url: server.url }]);
    // Weeks of right answers, in short: a learner whose one Bitcoin card is held for 15 days (the
    // topic is not mastered yet: that takes 21) and due now, so one more right answer masters it.
    const [learner] = await database.db
      .insert(users)
      .values({
        email: master.email,
        passwordHash: await hashPassword(master.password),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
        firstName: 'Niran',
        surname: 'Jaiyen',
      })
      .returning({ id: users.id });
    await database.db.execute(sql`
      insert into review_cards (user_id, quiz_question_id, category_key, due, created_at, state, stability,
                                difficulty, reps, scheduled_days, last_review)
      select ${learner!.id}::integer, q.id,
             (select t.category_key from article_topics t join categories c on c.key = t.category_key
               where t.article_id = qz.article_id order by c.ranking, c.key limit 1),
             now() - interval '1 minute', now() - interval '60 days', 2, 15, 3, 5, 40, now() - interval '40 days'
        from quiz_questions q join quizzes qz on qz.id = q.quiz_id
       where qz.slug = 'what-is-bitcoin-quiz' and q.concept = 'supply'
       limit 1`);
    await logInByEmail(page, { locale: 'en', ...master, redirectTo: '/en/review' });
    const prompt = (await page.getByTestId('review-prompt').textContent())!.trim();
    for (const label of answersTo(prompt).right) {
      await page
        .getByTestId('review-question')
        .getByRole(answersTo(prompt).right.length > 1 ? 'checkbox' : 'radio', { name: label, exact: true })
        .check();
    }
    await page.getByTestId('review-check').click();
    const mastered = page.getByTestId('review-mastered');
    await mastered.waitFor();
    await screenshot(page, 'review-mastered-en-dark-1440');
    await mastered.getByRole('link').click();
    await page.waitForURL('**/en/review/credentials/*');
    expect(await page.getByTestId('review-credential-status').textContent()).toBe('Valid credential');
    expect(await page.getByTestId('review-credential-holder').textContent()).toBe('Niran Jaiyen');
    expect(await page.getByTestId('review-credential-signature').textContent()).toContain('checks out');
    await expectAccessible(page);
    await screenshot(page, 'review-credential-en-dark-1440');
    const code = page.url().split('/').at(-1)!;
    // The progress lists the topic as mastered, with the credential.
    await page.goto('/th/review');
    expect(await page.getByTestId('review-topic-credential').getAttribute('href')).toMatch(
      /^\/th\/review\/credentials\/[A-Za-z0-9]{32}$/,
    );
    expect(problems).toEqual([]);
    await context.close();

    // An admin revokes it beside the certificates, in Thai; its public page then says so.
    const admin = await openPage(browser, { baseURL: server.url, viewport: DESKTOP });
    const lookup = encodeURIComponent(`/th/admin/certificates?topic=${code}`);
    await admin.page.goto(`/th/login?redirectTo=${lookup}`);
    await admin.page.locator('input[name="email"]').fill('admin@kub-academy.local');
    await admin.page.locator('input[name="password"]').fill('Admin#2026');
    await admin.page.getByTestId('login-form').locator('button[type="submit"]').click();
    const card = admin.page.getByTestId('topic-credential-card');
    await card.waitFor();
    await waitUntilInteractive(admin.page);
    expect(await admin.page.getByTestId('topic-credential-state').textContent()).toBe('ใช้ได้');
    await card.getByLabel('เหตุผลในการเพิกถอน').fill('คัดลอกคำตอบจากบัญชีอื่น');
    await card.getByRole('button', { name: 'เพิกถอนใบรับรอง' }).click();
    await expect.poll(() => admin.page.getByTestId('topic-credential-state').textContent()).toBe('ถูกเพิกถอน');
    await expectAccessible(admin.page);
    await screenshot(admin.page, 'admin-topic-credential-revoked-th-light-1440');
    await admin.page.goto(`/th/review/credentials/${code}`);
    expect(await admin.page.getByTestId('review-credential-status').textContent()).toBe('ใบรับรองที่ถูกเพิกถอน');
    await admin.page.getByTestId('review-credential-revoked-on').waitFor();
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });
});
