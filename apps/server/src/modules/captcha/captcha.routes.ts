import { captchaResponseSchema, verifyCaptchaBodySchema } from '@app/contracts/accounts';
import { CAPTCHA_SETTINGS_PATH, captchaSettingsSchema } from '@app/contracts/captcha';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CaptchaConfig, captchaSettings, verifyCaptcha } from './captcha.service.ts';

export const captchaRoutes: FastifyPluginAsyncZod<{ config: CaptchaConfig; rateLimitMax: number }> = async (
  app,
  { config, rateLimitMax },
) => {
  const settings = captchaSettings(config);

  app.get(
    CAPTCHA_SETTINGS_PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether pages show the captcha widget, with its public site key and script',
        response: { 200: captchaSettingsSchema },
      },
    },
    async () => settings,
  );

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
