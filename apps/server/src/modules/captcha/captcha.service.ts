import type { CaptchaSettings } from '@app/contracts/captcha';
import { AppError } from '../../app-error.ts';

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export interface CaptchaConfig {
  CAPTCHA_VERIFY_URL?: string | undefined;
  CAPTCHA_SECRET?: string | undefined;
  CAPTCHA_SITE_KEY?: string | undefined;
  CAPTCHA_SCRIPT_URL?: string | undefined;
}

/** Whether the API demands captcha answers (register, forgot password, sign-in after failures). */
export function captchaEnabled(config: CaptchaConfig): boolean {
  return Boolean(config.CAPTCHA_VERIFY_URL && config.CAPTCHA_SECRET);
}

/**
 * What pages need to show the widget. It is shown only with a site key; the start-up check in
 * `loadConfig` keeps a deployment from demanding answers that no page could give.
 */
export function captchaSettings(config: CaptchaConfig): CaptchaSettings {
  if (!captchaEnabled(config) || !config.CAPTCHA_SITE_KEY) return { enabled: false };
  return {
    enabled: true,
    siteKey: config.CAPTCHA_SITE_KEY,
    scriptUrl: config.CAPTCHA_SCRIPT_URL ?? TURNSTILE_SCRIPT_URL,
  };
}

/**
 * Checks a captcha token with a Turnstile-compatible siteverify endpoint (form-encoded secret,
 * response and remoteip; JSON `{ success }` back). Off when no endpoint and secret are set.
 */
export async function verifyCaptcha(
  config: CaptchaConfig,
  token: string | undefined,
  remoteIp: string,
): Promise<void> {
  if (!captchaEnabled(config)) return;
  if (!token) throw new AppError('CAPTCHA_REQUIRED');
  let success = false;
  try {
    const response = await fetch(config.CAPTCHA_VERIFY_URL as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        secret: config.CAPTCHA_SECRET as string,
        response: token,
        remoteip: remoteIp,
      }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await response.json()) as { success?: unknown };
    success = response.ok && body.success === true;
  } catch {
    // An unreachable verifier must not let requests through: the check fails closed.
    success = false;
  }
  if (!success) throw new AppError('CAPTCHA_FAILED');
}
