import {
  ACCOUNTS_API,
  changePasswordBodySchema,
  currentUserSchema,
  emailBodySchema,
  loginBodySchema,
  loginCodeBodySchema,
  okResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  tokenBodySchema,
  updateMeBodySchema,
} from '@app/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { revokeSession } from '../identity/session.service.ts';
import type { AccountsContext } from './accounts.context.ts';
import * as accounts from './accounts.service.ts';

export interface AccountsRateLimits {
  login: number;
  register: number;
  forgotPassword: number;
  resend: number;
  captcha: number;
}

/** Requests per minute and address; a refused request is a 429 with Retry-After. */
export const DEFAULT_RATE_LIMITS: AccountsRateLimits = {
  login: 10,
  register: 5,
  forgotPassword: 5,
  resend: 5,
  captcha: 20,
};

const ok = { ok: true as const };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const TAGS = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<{
  ctx: AccountsContext;
  limits: AccountsRateLimits;
}> = async (app, { ctx, limits }) => {
  app.post(
    ACCOUNTS_API.register,
    {
      config: perMinute(limits.register),
      schema: {
        tags: TAGS,
        summary: 'Register with e-mail and password; sends a confirmation mail in the account language',
        description:
          'Needs `captchaToken` when the captcha is on. Errors: EMAIL_DUPLICATE, PASSWORD_WEAK, TERMS_REQUIRED.',
        body: registerBodySchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await accounts.registerAccount(ctx, request.body, request.locale, request.ip);
      return reply.status(201).send({ ok: true as const, email: result.email });
    },
  );

  app.post(
    ACCOUNTS_API.confirm,
    {
      schema: {
        tags: TAGS,
        summary:
          'Confirm an e-mail address with the single-use token from the mail (LINK_EXPIRED when used or old)',
        body: tokenBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await accounts.confirmEmail(ctx, request.body.token);
      return ok;
    },
  );

  app.post(
    ACCOUNTS_API.resend,
    {
      config: perMinute(limits.resend),
      schema: {
        tags: TAGS,
        summary: 'Send the confirmation mail again (REQUEST_FAILED when there is nothing to confirm)',
        body: emailBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await accounts.resendConfirmation(ctx, request.body.email);
      return ok;
    },
  );

  app.post(
    ACCOUNTS_API.login,
    {
      // The answer carries a new session token.
      config: { ...perMinute(limits.login), personal: true },
      schema: {
        tags: TAGS,
        summary:
          'Sign in with e-mail and password; answers an opaque session token for `Authorization: Bearer`',
        description:
          'Five failures from one source (an IPv4 address or an IPv6 /64) lock that source out of the address for 15 minutes (ACCOUNT_LOCKED); the owner elsewhere can still sign in. After three failures from that source or from all sources together, `captchaToken` is required when the captcha is on (without a captcha, 50 failures from all sources lock everyone out). The failure that crosses that line already says so with `captchaRequired: true`. Parallel attempts with the right password are never counted as failures. With `unlockToken` from a mailed unlock link the right password signs in past any lock (LINK_EXPIRED when the link is used or old). When the user has a second factor on, the right password answers 401 TWO_FACTOR_REQUIRED with a `challenge` to send with the code to the login/code call.',
        body: loginBodySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const session = await accounts.login(ctx, request.body, {
        remoteIp: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: session.user };
    },
  );

  app.post(
    ACCOUNTS_API.loginCode,
    {
      config: { ...perMinute(limits.login), personal: true },
      schema: {
        tags: TAGS,
        summary: 'Finish a sign-in with the code of the second factor (a TOTP code or a recovery code)',
        description:
          'Errors: TWO_FACTOR_CODE_INVALID (wrong, or already used in its time step), TWO_FACTOR_RATE_LIMITED (too many wrong codes), SIGN_IN_CODE_EXPIRED (the challenge is used or older than 10 minutes).',
        body: loginCodeBodySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const session = await accounts.loginWithCode(ctx, request.body, {
        remoteIp: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: session.user };
    },
  );

  app.post(
    ACCOUNTS_API.unlock,
    {
      config: perMinute(limits.forgotPassword),
      schema: {
        tags: TAGS,
        summary: 'Mail the owner a one-time link (30 minutes) that signs in past a sign-in lock',
        description:
          'Answers ok whether or not the address has an account. UNLOCK_MAIL_LIMITED after three such mails to one address within an hour.',
        body: emailBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await accounts.requestUnlockLink(ctx, request.body.email);
      return ok;
    },
  );

  app.post(
    ACCOUNTS_API.forgotPassword,
    {
      config: perMinute(limits.forgotPassword),
      schema: {
        tags: TAGS,
        summary: 'Mail a password reset link valid for one hour (EMAIL_NOT_FOUND, RESET_TOMORROW)',
        body: emailBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(ctx, request.body, request.ip);
      return ok;
    },
  );

  app.post(
    ACCOUNTS_API.checkResetLink,
    {
      schema: {
        tags: TAGS,
        summary: 'Tell whether a reset link can still be used, without using it (LINK_EXPIRED)',
        body: tokenBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await accounts.checkResetLink(ctx, request.body.token);
      return ok;
    },
  );

  app.post(
    ACCOUNTS_API.resetPassword,
    {
      config: perMinute(limits.forgotPassword),
      schema: {
        tags: TAGS,
        summary: 'Set a new password with a reset link; signs out every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await accounts.resetPassword(ctx, request.body.token, request.body.password);
      return ok;
    },
  );

  app.post(
    ACCOUNTS_API.changePassword,
    {
      config: { auth: 'user', ...perMinute(limits.login) },
      schema: {
        tags: TAGS,
        summary: 'Change the password of the signed-in user (OLD_PASSWORD_INCORRECT, PASSWORD_SAME_AS_OLD)',
        body: changePasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await accounts.changePassword(ctx, requireUser(request), request.body);
      return ok;
    },
  );

  app.post(
    ACCOUNTS_API.me,
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => accounts.getCurrentUser(requireUser(request)),
  );

  app.patch(
    ACCOUNTS_API.me,
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Update the name, surname and language of the signed-in user',
        body: updateMeBodySchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => accounts.updateCurrentUser(ctx, requireUser(request), request.body),
  );

  app.post(
    ACCOUNTS_API.logout,
    {
      config: { auth: 'optional' },
      schema: {
        tags: TAGS,
        summary: 'Sign out: the session token stops working at once',
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      // Not requireUser: a blocked user may still end the session.
      const session = request.user ?? request.blockedUser;
      if (!session) throw new AppError('UNAUTHENTICATED');
      await revokeSession(ctx.db, ctx.clock, session.sessionId);
      return ok;
    },
  );
};
