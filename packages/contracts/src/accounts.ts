import { z } from './zod.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { LOCALES } from './locale.ts';

/**
 * One schema per payload: the API validates requests with these and the web forms validate
 * their fields with the same ones. Messages are error codes; each side turns a code into the
 * localised sentence from the catalogue.
 */

export const PASSWORD_MAX_LENGTH = 128;
/** The special characters the spec names; at least one of them is required. */
export const PASSWORD_SPECIALS = '@$!%*?_#&';

export const emailField = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .min(1, { error: 'EMAIL_REQUIRED', abort: true })
  .max(254, { error: 'EMAIL_INVALID', abort: true })
  .pipe(z.email({ error: 'EMAIL_INVALID' }));

/** A password as typed at sign-in: only required, so a policy change never locks anyone out. */
export const currentPasswordField = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED', abort: true })
  .max(PASSWORD_MAX_LENGTH * 4, { error: 'PASSWORD_TOO_LONG' });

/** A new password: at least 8 characters with lowercase, uppercase, a digit and a special character. */
export const newPasswordField = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED', abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: 'PASSWORD_WEAK', abort: true })
  .regex(/[a-z]/, { error: 'PASSWORD_WEAK', abort: true })
  .regex(/[A-Z]/, { error: 'PASSWORD_WEAK', abort: true })
  .regex(/\d/, { error: 'PASSWORD_WEAK', abort: true })
  .regex(/[@$!%*?_#&]/, { error: 'PASSWORD_WEAK', abort: true });

const confirmField = z
  .string({ error: 'PASSWORD_CONFIRM_REQUIRED' })
  .min(1, { error: 'PASSWORD_CONFIRM_REQUIRED', abort: true });

/** Compares the two passwords only once both were typed, so an empty confirm says so first. */
function confirmMatches(key: string) {
  return {
    path: ['confirmPassword'],
    error: 'PASSWORD_CONFIRM_MISMATCH',
    when: (payload: { value: unknown }) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[key] === 'string' && typeof value?.confirmPassword === 'string';
    },
  };
}

const captchaField = z.string().max(4096).optional();
const localeField = z.enum(LOCALES);
const tokenField = z.string().min(16).max(200);

export const registerBodySchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmField,
    acceptTerms: z.literal(true, { error: 'TERMS_REQUIRED' }),
    /** Language of the confirmation mail and the account; defaults to the request's language. */
    locale: localeField.optional(),
    captchaToken: captchaField,
  })
  .refine((body) => body.password === body.confirmPassword, confirmMatches('password'));
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: currentPasswordField,
  captchaToken: captchaField,
  /** The token of a mailed unlock link: the owner signs in past a lock with the right password. */
  unlockToken: tokenField.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const emailBodySchema = z.object({ email: emailField, captchaToken: captchaField });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const tokenBodySchema = z.object({ token: tokenField });

export const resetPasswordBodySchema = z
  .object({ token: tokenField, password: newPasswordField, confirmPassword: confirmField })
  .refine((body) => body.password === body.confirmPassword, confirmMatches('password'));
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z
  .object({ oldPassword: currentPasswordField, password: newPasswordField, confirmPassword: confirmField })
  .refine((body) => body.password === body.confirmPassword, confirmMatches('password'))
  .refine((body) => body.password !== body.oldPassword, {
    path: ['password'],
    error: 'PASSWORD_SAME_AS_OLD',
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.password === 'string' && typeof value?.oldPassword === 'string';
    },
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const updateMeBodySchema = z.object({
  firstName: z.string().trim().max(100).nullable().optional(),
  surname: z.string().trim().max(100).nullable().optional(),
  locale: localeField.optional(),
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const verifyCaptchaBodySchema = z.object({ token: z.string().min(1).max(4096) });

/** The signed-in user as the site needs it (the profile area adds its own fields). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  locale: localeField,
  role: z.enum(['user', 'editor', 'admin']),
  isSubscriber: z.boolean(),
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: currentUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export const registerResponseSchema = z.object({ ok: z.literal(true), email: z.string() });
export const captchaResponseSchema = z.object({ success: z.literal(true) });

/** A code from an authenticator app (6 digits) or a recovery code (`xxxxx-xxxxx`). */
export const secondFactorCodeField = z
  .string({ error: 'TWO_FACTOR_REQUIRED' })
  .trim()
  .min(1, { error: 'TWO_FACTOR_REQUIRED' })
  .max(32, { error: 'TWO_FACTOR_CODE_INVALID' });

export const secondFactorCodeBodySchema = z.object({ code: secondFactorCodeField });
export type SecondFactorCodeBody = z.infer<typeof secondFactorCodeBodySchema>;

/** The second step of a sign-in: the challenge answered with the password, and the code. */
export const loginCodeBodySchema = z.object({
  challenge: z.string().min(1).max(200),
  code: secondFactorCodeField,
});
export type LoginCodeBody = z.infer<typeof loginCodeBodySchema>;

/** Whether the second factor is on, needed for the back office, and proven for this session. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  sessionVerified: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** Shown once when the set-up starts: the secret, as an otpauth:// URI and as a QR code (SVG). */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvg: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** Shown once when the set-up is confirmed: each recovery code signs in once instead of a code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Paths of the accounts API, shared by the server routes and the web app. */
export const ACCOUNTS_API = {
  register: '/api/client/auth/register',
  confirm: '/api/client/auth/confirm',
  resend: '/api/client/auth/resend',
  login: '/api/client/auth/login',
  loginCode: '/api/client/auth/login/code',
  unlock: '/api/client/auth/unlock',
  secondFactor: '/api/client/auth/two-factor',
  secondFactorSetup: '/api/client/auth/two-factor/setup',
  secondFactorConfirm: '/api/client/auth/two-factor/confirm',
  secondFactorVerify: '/api/client/auth/two-factor/verify',
  secondFactorRecoveryCodes: '/api/client/auth/two-factor/recovery-codes',
  secondFactorDisable: '/api/client/auth/two-factor/disable',
  forgotPassword: '/api/client/auth/forgot-password',
  checkResetLink: '/api/client/auth/reset-password/check',
  resetPassword: '/api/client/auth/reset-password',
  changePassword: '/api/client/auth/change-password',
  me: '/api/client/user-clients/me',
  logout: '/api/client/user-clients/logout',
  verifyCaptcha: '/api/v2/verify-captcha',
} as const;

/** Field problems of a form, keyed by field name, each the first error code found for it. */
export function fieldErrorCodes(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}
