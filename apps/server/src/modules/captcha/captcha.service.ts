import { AppError } from '../../app-error.ts';

export interface CaptchaConfig {
  CAPTCHA_VERIFY_URL?: string | undefined;
  CAPTCHA_SECRET?: string | undefined;
}

export function captchaEnabled(config: CaptchaConfig): boolean {
  return Boolean(config.CAPTCHA_VERIFY_URL && config.CAPTCHA_SECRET);
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
