import { captchaResponseSchema, verifyCaptchaBodySchema } from '@app/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CaptchaConfig, verifyCaptcha } from './captcha.service.ts';

export const captchaRoutes: FastifyPluginAsyncZod<{ config: CaptchaConfig; rateLimitMax: number }> = async (
  app,
  { config, rateLimitMax },
) => {
  app.post(
    '/api/v2/verify-captcha',
    {
      config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary:
          'Verify a captcha token with the configured siteverify endpoint (always passes when the captcha is off)',
        body: verifyCaptchaBodySchema,
        response: { 200: captchaResponseSchema },
      },
    },
    async (request) => {
      await verifyCaptcha(config, request.body.token, request.ip);
      return { success: true as const };
    },
  );
};
