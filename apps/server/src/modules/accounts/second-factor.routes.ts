import {
  ACCOUNTS_API,
  okResponseSchema,
  recoveryCodesSchema,
  secondFactorCodeBodySchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
} from '@app/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import type { AccountsContext } from './accounts.context.ts';
import * as secondFactor from './second-factor.service.ts';

const TAGS = ['accounts'];
/** Code guesses per minute and address, on top of the per-user limit of wrong codes. */
const CODE_ATTEMPTS_PER_MINUTE = 10;
const codeLimit = { rateLimit: { max: CODE_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } };

/** The second factor (TOTP, RFC 6238) of admin and editor accounts: status, set-up, proof. */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.get(
    ACCOUNTS_API.secondFactor,
    {
      config: { auth: 'user', personal: true },
      schema: {
        tags: TAGS,
        summary: 'Whether the second factor is on, required for the back office, and proven for this session',
        response: { 200: secondFactorStatusSchema },
      },
    },
    async (request) => secondFactor.getSecondFactorStatus(ctx, requireUser(request)),
  );

  app.post(
    ACCOUNTS_API.secondFactorSetup,
    {
      config: { auth: 'user', ...codeLimit, personal: true },
      schema: {
        tags: TAGS,
        summary: 'Start setting up the second factor: a new secret, shown this once as text, URI and QR code',
        description: 'Admins and editors only (TWO_FACTOR_STAFF_ONLY). TWO_FACTOR_ALREADY_ON when it is on.',
        response: { 200: secondFactorSetupSchema },
      },
    },
    async (request) => secondFactor.startSecondFactorSetup(ctx, requireUser(request)),
  );

  app.post(
    ACCOUNTS_API.secondFactorConfirm,
    {
      config: { auth: 'user', ...codeLimit, personal: true },
      schema: {
        tags: TAGS,
        summary: 'Turn the second factor on with a first code; answers the recovery codes, shown this once',
        description: 'Errors: TWO_FACTOR_CODE_INVALID, TWO_FACTOR_RATE_LIMITED, TWO_FACTOR_NOT_STARTED.',
        body: secondFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request) => secondFactor.confirmSecondFactorSetup(ctx, requireUser(request), request.body.code),
  );

  app.post(
    ACCOUNTS_API.secondFactorVerify,
    {
      config: { auth: 'user', ...codeLimit },
      schema: {
        tags: TAGS,
        summary: 'Prove the second factor for this session (opened by single sign-on, or before set-up)',
        description:
          'Takes a TOTP code or a recovery code. Errors: TWO_FACTOR_CODE_INVALID, TWO_FACTOR_RATE_LIMITED.',
        body: secondFactorCodeBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await secondFactor.verifySessionFactor(ctx, requireUser(request), request.body.code);
      return { ok: true as const };
    },
  );

  app.post(
    ACCOUNTS_API.secondFactorRecoveryCodes,
    {
      config: { auth: 'user', ...codeLimit, personal: true },
      schema: {
        tags: TAGS,
        summary: 'Replace the recovery codes with ten new ones, shown this once; the old ones stop working',
        description:
          'Takes a TOTP code (not a recovery code). Errors: TWO_FACTOR_CODE_INVALID, TWO_FACTOR_RATE_LIMITED, TWO_FACTOR_NOT_STARTED.',
        body: secondFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request) => secondFactor.replaceRecoveryCodes(ctx, requireUser(request), request.body.code),
  );

  app.post(
    ACCOUNTS_API.secondFactorDisable,
    {
      config: { auth: 'user', ...codeLimit, personal: true },
      schema: {
        tags: TAGS,
        summary: 'Turn the second factor off where it is not required',
        description:
          'Takes a TOTP code or a recovery code. Errors: TWO_FACTOR_KEEP_ON (required for this account), TWO_FACTOR_CODE_INVALID, TWO_FACTOR_RATE_LIMITED, TWO_FACTOR_NOT_STARTED.',
        body: secondFactorCodeBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await secondFactor.turnOffSecondFactor(ctx, requireUser(request), request.body.code);
      return { ok: true as const };
    },
  );
};
