import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inTransaction } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { setPin } from '../apps/server/src/modules/pin/pin.service.ts';
import { convertPointsToKkub } from '../apps/server/src/modules/wallet/redeem-token.service.ts';
import {
  type LocalKkubChain,
  startLocalKkubChain,
} from '../apps/server/src/modules/payouts/contracts/local-kkub-chain.ts';
import {
  expectAccessible,
  launchBrowser,
  logInByEmail,
  openPage,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';
import { registerInDemoAndSignIn } from './demo-site.ts';
import { type PostgresSite, startPostgresSite } from './postgres-site.ts';

const PASSWORD = 'Earner#2026x';
const PIN = '246810';
/** 100 points (an A+ on the Bitcoin quiz) at 100 points = 1 KKUB. */
const POINTS = 100;
const KKUB = parseUnits('1', 18);

interface QuizYaml {
  questions: {
    prompt: { en: string; th: string };
    options: { en: string; th: string; correct?: boolean }[];
  }[];
}

/** What a reader of the article knows: the right answers to each question, in one language. */
async function rightAnswers(locale: 'en' | 'th'): Promise<Map<string, string[]>> {
  const quiz = parse(
    await readFile(resolve(import.meta.dirname, '../content/quizzes/what-is-bitcoin.yaml'), 'utf8'),
  ) as QuizYaml;
  return new Map(
    quiz.questions.map((q) => [q.prompt[locale], q.options.filter((o) => o.correct).map((o) => o[locale])]),
  );
}

/** The mail sent to `email` in the demo mailbox, as HTML. */
function mailFor(html: string, email: string): string {
  const mail = html.split('data-testid="mail"').find((part) => part.includes(email));
  if (!mail) throw new Error(`no mail for ${email} in the demo mailbox`);
  return mail;
}

/**
 * The closed earn loop on the production build, PostgreSQL and a local EVM chain: a new e-mail
 * user registers, confirms, links an exchange account and completes KYC at the demo exchange,
 * deposits KUB, sets a PIN, buys a package, scores A+ on a quiz for points, proves a wallet,
 * redeems the points and finds the KKUB in that wallet on chain.
 */
describe('the earn loop, from registration to KKUB on chain', () => {
  let browser: Browser;
  let chain: LocalKkubChain;
  let site: PostgresSite;
  let baseUrl: string;

  beforeAll(async () => {
    chain = await startLocalKkubChain();
    [browser, site] = await Promise.all([
      launchBrowser(),
      startPostgresSite('earn_loop', {
        DEMO_MODE: 'true',
        LOG_LEVEL: 'error',
        // As the quick start: links, the demo exchange and the wallet message follow PORT on localhost.
        PUBLIC_URL: '',
        SSO_ISSUER: '',
        SSO_REDIRECT_URI: '',
        SMTP_URL: '',
        // What `npm run chain:dev` prints to switch payouts on.
        KKUB_RPC_URL: chain.rpcUrl,
        KKUB_TOKEN_ADDRESS: chain.token,
        PAYOUT_HOT_WALLET_KEY: chain.hotWalletKey,
        KKUB_CHAIN_ID: String(chain.chainId),
        PAYOUT_CONFIRMATIONS: '1',
        WALLET_RPC_URL: chain.rpcUrl,
      }),
    ]);
    baseUrl = `http://localhost:${new URL(site.server.url).port}`;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await chain?.close();
  });

  const tokenBalance = (address: Address) =>
    createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
      address: chain.token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });

  it('in English, in the browser', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    const stamp = Date.now();
    const email = `earner.${stamp}@example.com`;

    // Register, confirm from the demo mailbox, sign in.
    await registerInDemoAndSignIn(page, email, PASSWORD);

    // Link a new exchange account opened at the demo exchange, complete KYC there, refresh.
    await page.getByTestId('exchange-kyc-actions').getByTestId('verify-kyc-link').click();
    await page.waitForURL(`${baseUrl}/demo/exchange/interaction/**`);
    await page.getByLabel('Full name').fill('Kanya Earner');
    await page.getByLabel('E-mail').fill(`kanya.${stamp}@example.com`);
    await page.getByRole('button', { name: 'Open the account' }).click();
    await page.getByRole('button', { name: /^Kanya Earner/ }).click();
    await page.waitForURL(`${baseUrl}/en/profile?linked=1#kyc`);
    await page.goto('/demo/exchange/accounts');
    await page.getByRole('button', { name: 'Complete KYC for Kanya Earner' }).click();
    await page.getByText(`kanya.${stamp}@example.com · KYC level 2`).waitFor();
    await page.goto('/en/profile');
    await waitUntilInteractive(page);
    await page.getByTestId('exchange-refresh').click();
    await expect.poll(() => page.getByTestId('kyc-status').textContent()).toContain('KYC verified');
    expect(await page.getByTestId('kyc-status').textContent()).not.toContain('not verified');

    // Deposit 12.5 KUB through the demo exchange's Send KUB page.
    await page.goto('/en/dashboard');
    await page.getByTestId('dashboard-deposit').click();
    await page.waitForURL('**/en/deposit');
    await page.getByTestId('deposit-demo-send').click();
    await page.waitForURL('**/demo/exchange-wallet?**');
    expect(await page.getByLabel('Exchange account').inputValue()).not.toBe('');
    await page.getByLabel('Amount (KUB)').fill('12.5');
    await page.getByRole('button', { name: 'Send KUB' }).click();
    await page.waitForURL('**/demo/exchange-wallet/sent?**');
    expect(await page.getByRole('status').textContent()).toContain('You sent 12.5 KUB to KUB Academy.');
    await page.getByRole('link', { name: 'Back to Deposit on KUB Academy' }).click();
    await page.waitForURL('**/en/deposit');
    await waitUntilInteractive(page);
    await expect
      .poll(() => page.getByTestId('deposit-row').first().getAttribute('data-status'))
      .toBe('credited');

    // Set the spending PIN.
    await page.goto('/en/profile#pin');
    await waitUntilInteractive(page);
    const pin = page.getByTestId('pin-section');
    await pin.getByLabel('PIN (6 digits)').fill(PIN);
    await pin.getByLabel('Confirm PIN').fill(PIN);
    await pin.getByRole('button', { name: 'Set PIN' }).click();
    await expect.poll(() => pin.getByTestId('pin-status').textContent()).toBe('Your PIN is set.');

    // Buy the monthly package with the deposited KUB.
    await page.goto('/en/subscriptions');
    await page.getByTestId('choose-monthly').click();
    await page.waitForURL('**/en/subscriptions/*/order');
    expect(await page.getByTestId('order-balance').textContent()).toBe('12.5 KUB');
    await waitUntilInteractive(page);
    await page.getByLabel('6-digit PIN').fill(PIN);
    await page.getByTestId('order-pay').click();
    await page.waitForURL('**/en/subscriptions/*/success');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome aboard!');

    // The Bitcoin quiz, every answer right: A+ and 100 points.
    const answers = await rightAnswers('en');
    await page.goto('/en/quizzes/what-is-bitcoin-quiz');
    await waitUntilInteractive(page);
    await page.getByTestId('quiz-start').click();
    await page.getByTestId('quiz-player').waitFor();
    // An attempt asks 3 questions drawn from the quiz's bank (content/quizzes).
    const asked = 3;
    for (let index = 0; index < asked; index++) {
      const prompt = (await page.locator('#quiz-question').textContent())!.trim();
      const right = answers.get(prompt);
      expect(right, prompt).toBeDefined();
      for (const label of right!) await page.getByLabel(label, { exact: true }).check();
      await page.getByRole('button', { name: 'Submit answer' }).click();
      await expect.poll(() => page.getByTestId('quiz-reveal').textContent()).toContain('Correct!');
      if (index < asked - 1) await page.getByRole('button', { name: 'Next question' }).click();
    }
    await page.getByTestId('quiz-finish').click();
    await page.waitForURL('**/en/quizzes/what-is-bitcoin-quiz/result');
    expect(await page.getByTestId('quiz-grade').textContent()).toBe('A+');
    expect(await page.getByTestId('quiz-reward').textContent()).toContain('100 points added to your balance');

    // Prove a wallet. Headless Chromium has no wallet extension, so the wallet's part (signing the
    // Sign-In with Ethereum message) is played by a throwaway key, through the API with this
    // browser's own session: the same two calls the profile's wallet button makes.
    const wallet = privateKeyToAccount(generatePrivateKey());
    const headers = { origin: baseUrl, 'content-type': 'application/json' };
    const nonce = await page.request.post('/api/client/wallet/nonce', {
      headers,
      data: { address: wallet.address, chainId: chain.chainId },
    });
    expect(nonce.status()).toBe(200);
    const { message } = (await nonce.json()) as { message: string };
    const proven = await page.request.post('/api/client/wallet/verify', {
      headers,
      data: { message, signature: await wallet.signMessage({ message }) },
    });
    expect(proven.status(), await proven.text()).toBe(200);
    expect(((await proven.json()) as { walletAddress: string }).walletAddress).toBe(wallet.address);

    // Redeem Token on the dashboard: 100 points for 1 KKUB, sent to the proven wallet.
    await page.goto('/en/dashboard');
    await waitUntilInteractive(page);
    expect(await page.getByTestId('dashboard-points').textContent()).toBe('100');
    await page.locator('#redeem-token-points').fill(String(POINTS));
    await page.locator('#redeem-token-pin').fill(PIN);
    await page.getByTestId('redeem-token-submit').click();
    await page.waitForURL('**/en/dashboard?converted=100&kkub=1');
    expect(await page.getByTestId('redeem-token-done').textContent()).toBe('Converted 100 points to 1 KKUB.');
    expect(await page.getByTestId('payout-row').count()).toBe(1);

    // The payout job sends the transfer and settles it once mined; the dashboard shows the hash.
    await expect.poll(() => tokenBalance(wallet.address), { timeout: 60_000, interval: 500 }).toBe(KKUB);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('payout-row').first().textContent();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toContain('Completed');
    expect(await page.getByTestId('payout-tx').first().textContent()).toMatch(/^0x[0-9a-f]{64}$/);
    await screenshot(page, 'earn-loop-dashboard-en');
    expect(await tokenBalance(wallet.address)).toBe(KKUB);
    expect(await ledgerProblems(site.database.db)).toEqual([]);
    // Refused forms (none expected here) would answer 4xx; anything else is a fault.
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Thai, through the HTTP API', async () => {
    const api = new HttpClient(baseUrl, 'th');
    const stamp = Date.now();
    const email = `phanit.${stamp}@example.com`;

    // Register; signing in before confirming is refused in Thai.
    const registered = await api.json('POST', '/api/client/auth/register', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    expect(registered.status).toBe(201);
    const early = await api.json('POST', '/api/client/auth/login', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('อีเมลยังไม่ได้รับการยืนยัน กรุณาตรวจสอบอีเมลของคุณ');

    // The confirmation link from the demo mailbox.
    const mailbox = await api.page('GET', '/dev/mailbox');
    const token = /\/confirm\?token=([\w-]+)/.exec(mailFor(mailbox.text, email))?.[1];
    expect(token).toBeDefined();
    expect((await api.json('POST', '/api/client/auth/confirm', { token })).status).toBe(200);
    const login = await api.json('POST', '/api/client/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    api.bearer = login.body.token as string;

    // Without KYC, the quiz is refused in Thai.
    const quiz = await api.json('GET', '/api/client/v2/quiz_v2/slug/what-is-bitcoin-quiz');
    expect(quiz.status).toBe(200);
    const quizId = quiz.body.id as number;
    const refused = await api.json('POST', `/api/client/v2/quiz_v2/${quizId}/start`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('กรุณายืนยันตัวตน (KYC) ให้เรียบร้อยก่อนทำแบบทดสอบ');

    // Link an exchange account opened at the demo exchange, complete its KYC, refresh.
    const exchangeEmail = `phanit.exchange.${stamp}@example.com`;
    const start = await api.json('POST', '/api/client/user-clients/bitkubnext-link/start', { locale: 'th' });
    expect(start.status).toBe(200);
    const { authorizeUrl, codeVerifier } = start.body as { authorizeUrl: string; codeVerifier: string };
    const exchange = new HttpClient(baseUrl, 'th');
    let at = await exchange.follow(authorizeUrl);
    const here = new URL(at.url).pathname;
    expect(here).toMatch(/^\/demo\/exchange\/interaction\//);
    at = await exchange.follow(`${here}/open`, { name: 'Phanit Saver', email: exchangeEmail });
    const sub = new RegExp(`value="([^"]+)" data-account="${exchangeEmail.replace(/\./g, '\\.')}"`).exec(
      at.text,
    )?.[1];
    expect(sub).toBeDefined();
    const callback = new URL(
      (await exchange.follow(`${here}/login`, { account: sub! }, (url) => !url.pathname.startsWith('/demo/')))
        .url,
    );
    const linked = await api.json('POST', '/api/client/user-clients/bitkubnext-link', {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
      iss: callback.searchParams.get('iss'),
      codeVerifier,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const desk = await exchange.follow('/demo/exchange/accounts', { action: 'kyc', account: sub! });
    expect(desk.status).toBe(200);
    const refreshed = await api.json('POST', '/api/client/user-clients/bitkubnext-link/refresh');
    expect(refreshed.status).toBe(200);
    const kyc = await api.json('GET', '/api/client/check-kyc-status');
    expect(kyc.body).toMatchObject({ verified: true, kycLevel: 2 });

    // Deposit 12.5 KUB through the demo exchange's Send KUB form, to the linked exchange account.
    const deposits = await api.json('GET', '/api/client/deposits');
    // As the Deposit page fills it in: the linked exchange account's subject.
    expect(deposits.body.exchangeAccount).toEqual({ subject: sub, email: exchangeEmail });
    const account = sub!;
    const form = await exchange.page('GET', '/demo/exchange-wallet?lang=th');
    const formToken = /name="token" value="([^"]+)"/.exec(form.text)?.[1];
    expect(formToken).toBeDefined();
    const sent = await exchange.follow('/demo/exchange-wallet', {
      lang: 'th',
      account,
      amount: '12.5',
      token: formToken!,
    });
    expect(new URL(sent.url).pathname).toBe('/demo/exchange-wallet/sent');
    await expect
      .poll(async () => (await api.json('GET', '/api/client/v2/profile/kub-balance')).body, {
        timeout: 30_000,
      })
      .toMatchObject({ kubBalance: '12.5' });

    // Set the PIN, then buy the monthly package; a wrong PIN is refused in Thai first.
    expect((await api.json('POST', '/api/client/pin', { pin: PIN, confirm: PIN })).status).toBe(200);
    const packages = await api.json('GET', '/api/client/subscriptions');
    const monthly = (packages.body.data as { id: number; slug: string; price: string }[]).find(
      (p) => p.slug === 'monthly',
    )!;
    const wrong = await api.json(
      'POST',
      '/api/client/user-subscription-infos',
      { packageId: monthly.id, pin: '975310', expectedPrice: monthly.price },
      { 'idempotency-key': `earn-loop-wrong-${stamp}` },
    );
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('PIN ไม่ถูกต้อง');
    const bought = await api.json(
      'POST',
      '/api/client/user-subscription-infos',
      { packageId: monthly.id, pin: PIN, expectedPrice: monthly.price },
      { 'idempotency-key': `earn-loop-buy-${stamp}` },
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);

    // The quiz in Thai, every answer right.
    const answers = await rightAnswers('th');
    const attempt = await api.json('POST', `/api/client/v2/quiz_v2/${quizId}/start`, {});
    expect(attempt.status, JSON.stringify(attempt.body)).toBe(200);
    let version = attempt.body.version as number;
    const questions = attempt.body.questions as {
      id: number;
      index: number;
      prompt: string;
      options: { key: string; label: string }[];
    }[];
    for (const question of questions) {
      const right = answers.get(question.prompt);
      expect(right, question.prompt).toBeDefined();
      const submitted = await api.json(
        'POST',
        `/api/client/v2/quiz_v2/${quizId}/questions/${question.id}/submit`,
        {
          selectedAnswers: question.options.filter((o) => right!.includes(o.label)).map((o) => o.key),
          currentQuestion: question.index,
          version,
        },
      );
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      expect(submitted.body.answer.correct).toBe(true);
      version = submitted.body.version as number;
    }
    const finished = await api.json('POST', `/api/client/v2/quiz_v2/${quizId}/finish`, { version });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.grade).toBe('A+');
    expect(finished.body.reward).toMatchObject({ type: 'point', points: 100 });
    expect(finished.body.pointsForfeited).toBeNull();

    // Redeeming before a wallet is proven is refused in Thai, and nothing moves.
    const redeem = (key: string) =>
      api.json('POST', '/api/client/redeem-token', { points: POINTS, pin: PIN }, { 'idempotency-key': key });
    const early2 = await redeem(`earn-loop-early-${stamp}`);
    expect(early2.status).toBe(409);
    expect(early2.body.message).toBe(
      'กรุณายืนยันที่อยู่กระเป๋าเงินในโปรไฟล์ก่อน: KKUB จะส่งไปยังกระเป๋าที่คุณลงนามยืนยันแล้วเท่านั้น',
    );

    // Prove a wallet (Sign-In with Ethereum, signed by a throwaway key).
    const wallet = privateKeyToAccount(generatePrivateKey());
    const nonce = await api.json('POST', '/api/client/wallet/nonce', {
      address: wallet.address,
      chainId: chain.chainId,
    });
    expect(nonce.status).toBe(200);
    const message = nonce.body.message as string;
    const verified = await api.json('POST', '/api/client/wallet/verify', {
      message,
      signature: await wallet.signMessage({ message }),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    // Redeem Token: the KKUB goes to the proven wallet on chain.
    const converted = await redeem(`earn-loop-redeem-${stamp}`);
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    expect(converted.body).toMatchObject({ points: POINTS, kkub: '1', pointBalance: 0 });
    expect(converted.body.payout).toMatchObject({ id: expect.any(Number) });
    await expect.poll(() => tokenBalance(wallet.address), { timeout: 60_000, interval: 500 }).toBe(KKUB);
    await expect
      .poll(async () => (await api.json('GET', '/api/client/payouts')).body.data[0]?.status, {
        timeout: 60_000,
        interval: 1000,
      })
      .toBe('COMPLETED');
    const payouts = await api.json('GET', '/api/client/payouts');
    expect(payouts.body.data[0]).toMatchObject({ amount: '1', toAddress: wallet.address });
    expect(await tokenBalance(wallet.address)).toBe(KKUB);
    expect(await ledgerProblems(site.database.db)).toEqual([]);
  });

  it('sends KKUB kept on the site while payouts were off to the proven wallet, from the dashboard', async () => {
    // A user who converted 250 points while payouts were off: 2.5 KKUB sits in their balance.
    const db = site.database.db;
    const wallet = privateKeyToAccount(generatePrivateKey());
    const email = `kept.${Date.now()}@example.com`;
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
        kycOverride: true,
        walletAddress: wallet.address,
        walletProvenAt: new Date(),
      })
      .returning({ id: users.id });
    const userId = row!.id;
    await setPin(db, systemClock, userId, PIN);
    await inTransaction(db, (tx) =>
      transfer(
        tx,
        systemClock,
        {
          kind: 'quiz-reward',
          currency: 'POINT',
          amount: 250n,
          from: { system: 'ISSUANCE' },
          to: { userId },
          idempotencyKey: `kept-points-${userId}`,
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      ),
    );
    await convertPointsToKkub(db, systemClock, userId, `kept-${userId}`, 250);

    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await logInByEmail(page, { locale: 'th', email, password: PASSWORD, redirectTo: '/th/dashboard' });
    const form = page.getByTestId('send-kkub');
    expect(await form.getByTestId('send-kkub-kept').textContent()).toContain('2.5');
    expect(await page.locator('#send-kkub-amount').inputValue()).toBe('2.5');
    await page.locator('#send-kkub-pin').fill(PIN);
    await screenshot(page, 'dashboard-send-kkub-th');
    await expectAccessible(page);
    await page.getByTestId('send-kkub-submit').click();
    await page.waitForURL('**/th/dashboard?sent=2.5');
    expect(await page.getByTestId('send-kkub-done').textContent()).toContain('2.5');
    await expect
      .poll(() => tokenBalance(wallet.address), { timeout: 60_000, interval: 500 })
      .toBe(parseUnits('2.5', 18));
    // Nothing kept is left to send: the form is gone once the page is read again.
    await page.goto('/th/dashboard');
    expect(await page.getByTestId('send-kkub').count()).toBe(0);
    expect(await ledgerProblems(db)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/**
 * A minimal HTTP client as an API user or a browser without scripts: a cookie jar, the `lang`
 * header, a Bearer token once signed in, and manual redirects (so a walk can stop where it must).
 */
class HttpClient {
  bearer: string | undefined;
  private cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly lang: 'en' | 'th',
  ) {}

  private async send(method: string, url: string, body?: string, headers: Record<string, string> = {}) {
    const response = await fetch(new URL(url, this.base), {
      method,
      redirect: 'manual',
      body,
      headers: {
        lang: this.lang,
        origin: this.base,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  async json(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.send(
      method,
      url,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    );
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by the test
    return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
  }

  async page(method: string, url: string) {
    const response = await this.send(method, url);
    return { status: response.status, text: await response.text(), url: new URL(url, this.base).toString() };
  }

  /**
   * Posts a form (or gets a page without one) and follows redirects on this site until `stop`
   * says the address is where the walk ends, or a page answers.
   */
  async follow(url: string, form?: Record<string, string>, stop: (url: URL) => boolean = () => false) {
    let next = new URL(url, this.base);
    let response = await this.send(
      form ? 'POST' : 'GET',
      next.toString(),
      form ? new URLSearchParams(form).toString() : undefined,
      form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    );
    for (let hop = 0; hop < 15; hop++) {
      const location = response.headers.get('location');
      if (!location || response.status < 300 || response.status >= 400) break;
      next = new URL(location, next);
      if (stop(next)) return { status: response.status, text: '', url: next.toString() };
      response = await this.send('GET', next.toString());
    }
    return { status: response.status, text: await response.text(), url: next.toString() };
  }
}
