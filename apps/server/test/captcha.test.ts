import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  nextAddress,
  PASSING_CAPTCHA,
  STRONG_PASSWORD,
} from './accounts-kit.ts';
import { createTestApp } from './test-app.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('captcha on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver, { captcha: true });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
  const register = (email: string, captchaToken?: string) =>
    post('/api/client/auth/register', {
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      acceptTerms: true,
      ...(captchaToken ? { captchaToken } : {}),
    });

  it('verifies a token with the siteverify endpoint', async () => {
    const ok = await post('/api/v2/verify-captcha', { token: PASSING_CAPTCHA });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    const bad = await post('/api/v2/verify-captcha', { token: 'forged' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('CAPTCHA_FAILED');
  });

  it('is required to register', async () => {
    expect((await register('bot@example.com')).json().code).toBe('CAPTCHA_REQUIRED');
    expect((await register('bot@example.com', 'forged')).json().code).toBe('CAPTCHA_FAILED');
    expect((await register('human@example.com', PASSING_CAPTCHA)).statusCode).toBe(201);
  });

  it('is required to ask for a password reset', async () => {
    expect((await post('/api/client/auth/forgot-password', { email: 'human@example.com' })).json().code).toBe(
      'CAPTCHA_REQUIRED',
    );
    const ok = await post('/api/client/auth/forgot-password', {
      email: 'human@example.com',
      captchaToken: PASSING_CAPTCHA,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('is required to sign in only after three failures', async () => {
    const email = 'guesser@example.com';
    for (let i = 1; i <= 3; i++) {
      const response = await post('/api/client/auth/login', { email, password: 'Wrong1!pass' });
      expect(response.json().code).toBe('LOGIN_INCORRECT');
      // The third failure already tells the page to show the widget for the next attempt.
      expect(response.json().captchaRequired, `failure ${i}`).toBe(i === 3 ? true : undefined);
    }
    expect((await post('/api/client/auth/login', { email, password: 'Wrong1!pass' })).json().code).toBe(
      'CAPTCHA_REQUIRED',
    );
    const withCaptcha = await post('/api/client/auth/login', {
      email,
      password: 'Wrong1!pass',
      captchaToken: PASSING_CAPTCHA,
    });
    expect(withCaptcha.json()).toMatchObject({ code: 'LOGIN_INCORRECT', captchaRequired: true });
  });
});

describe.each(DRIVERS)('captcha switched off on %s', (driver) => {
  it('passes every token when no siteverify endpoint is configured (development and tests)', async () => {
    const t = await createTestApp(driver);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/verify-captcha',
      payload: { token: 'anything' },
    });
    expect(response.json()).toEqual({ success: true });
    await t.close();
  });
});
