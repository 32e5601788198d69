import { z } from './zod.ts';

/** Where pages learn whether to show the captcha widget and how to load it. */
export const CAPTCHA_SETTINGS_PATH = '/api/v2/captcha-settings';

/** The form field a Turnstile-compatible widget answers in (the name Turnstile itself uses). */
export const CAPTCHA_FIELD = 'cf-turnstile-response';

/** Error codes the API answers when a captcha answer is missing or refused. */
export const CAPTCHA_ERROR_CODES: readonly string[] = ['CAPTCHA_REQUIRED', 'CAPTCHA_FAILED'];

export function isCaptchaError(code: string | undefined): boolean {
  return code !== undefined && CAPTCHA_ERROR_CODES.includes(code);
}

/** What a page needs to show the widget: nothing while the captcha is off. */
export const captchaSettingsSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    /** The public site key the widget is rendered with. */
    siteKey: z.string(),
    /** The widget's script, as configured (pages add `render=explicit`). */
    scriptUrl: z.string(),
  }),
]);
export type CaptchaSettings = z.infer<typeof captchaSettingsSchema>;
