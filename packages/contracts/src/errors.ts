import type { Locale } from './locale.ts';
import { z } from './zod.ts';
import type { ErrorDefinition } from './errors/error-definition.ts';
import { COMMON_ERRORS } from './errors/common.ts';
import { ACCOUNT_ERRORS } from './errors/accounts.ts';
import { TWO_FACTOR_ERRORS } from './errors/two-factor.ts';
import { SSO_ERRORS } from './errors/sso.ts';
import { KYC_ERRORS } from './errors/kyc.ts';
import { PROFILE_ERRORS } from './errors/profile.ts';
import { FEEDBACK_ERRORS } from './errors/feedback.ts';
import { WALLET_ERRORS } from './errors/wallet.ts';
import { PAYOUT_ERRORS } from './errors/payouts.ts';
import { SUBSCRIPTION_ERRORS } from './errors/subscriptions.ts';
import { REWARD_ERRORS } from './errors/rewards.ts';
import { COUPON_ERRORS } from './errors/coupons.ts';
import { QUIZ_ERRORS } from './errors/quizzes.ts';
import { CERTIFICATE_ERRORS } from './errors/certificates.ts';
import { POP_QUIZ_ERRORS } from './errors/pop-quizzes.ts';
import { LEARNING_ERRORS } from './errors/learning.ts';
import { ADMIN_ERRORS } from './errors/admin.ts';
import { ADMIN_QUIZ_ERRORS } from './errors/admin-quizzes.ts';
import { REMINDER_ERRORS } from './errors/reminders.ts';
import { PRIVACY_ERRORS } from './errors/privacy.ts';
import { REVIEW_ERRORS } from './errors/review.ts';

/**
 * Every error the API can answer with, merged from the catalogue of each feature in
 * `errors/`. The `en` texts quoted in the product specification are kept word for word; `th` is
 * their Thai translation. A code belongs to one catalogue only (the error tests check it).
 */
export const ERRORS = {
  ...COMMON_ERRORS,
  ...ACCOUNT_ERRORS,
  ...TWO_FACTOR_ERRORS,
  ...SSO_ERRORS,
  ...KYC_ERRORS,
  ...PROFILE_ERRORS,
  ...FEEDBACK_ERRORS,
  ...WALLET_ERRORS,
  ...PAYOUT_ERRORS,
  ...SUBSCRIPTION_ERRORS,
  ...REWARD_ERRORS,
  ...COUPON_ERRORS,
  ...QUIZ_ERRORS,
  ...CERTIFICATE_ERRORS,
  ...POP_QUIZ_ERRORS,
  ...LEARNING_ERRORS,
  ...ADMIN_ERRORS,
  ...ADMIN_QUIZ_ERRORS,
  ...REMINDER_ERRORS,
  ...PRIVACY_ERRORS,
  ...REVIEW_ERRORS,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return ERRORS[code][locale];
}

/** Every code of the catalogue, for schemas that list them (the API document's error body). */
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

/**
 * The body of every error answer. `fields` names the inputs that failed validation;
 * `captchaRequired` says that the next attempt must carry a captcha answer (sign-in after
 * repeated failures, while the captcha is on). The API document publishes it as `ErrorBody`, so
 * generated clients know every code.
 */
export const errorBodySchema = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string().describe("The code's message in the request's language"),
    fields: z
      .array(z.object({ path: z.string(), code: z.string(), message: z.string() }))
      .optional()
      .describe('The inputs that failed validation, by path (`body.email`)'),
    captchaRequired: z.literal(true).optional(),
    challenge: z
      .string()
      .optional()
      .describe('With TWO_FACTOR_REQUIRED: the sign-in waiting for its code, to send back with the code'),
  })
  .describe("An answer that is not 2xx: a catalogue code and its message in the request's language");

export type ErrorBody = z.infer<typeof errorBodySchema>;
