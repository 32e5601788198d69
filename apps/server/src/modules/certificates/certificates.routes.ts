import {
  certificateParamsSchema,
  certificateStatusListParamsSchema,
  certificateViewSchema,
} from '@app/contracts/quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocale } from '@app/contracts/locale';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { certificateOgPng, certificatePdf } from './certificate-print.ts';
import { type CertificateIssuer, certificateCredential, certificateView } from './certificates.service.ts';
import { statusListCredential } from './credential-status.ts';
import { readableFromAnyOrigin } from './public-document-headers.ts';

export const certificateRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  issuer: CertificateIssuer;
}> = async (app, { db, clock, issuer }) => {
  const tags = ['certificates'];

  app.get(
    '/api/client/certificates/:code',
    {
      schema: {
        tags,
        summary: 'Public verification of a certificate by its code',
        params: certificateParamsSchema,
        response: { 200: certificateViewSchema },
      },
    },
    async (request) => certificateView(db, issuer, request.params.code),
  );

  app.get(
    '/api/client/certificates/:code/credential',
    {
      onRequest: readableFromAnyOrigin,
      schema: {
        tags,
        summary: 'The signed credential (Open Badges 3.0, W3C Verifiable Credential, eddsa-jcs-2022)',
        params: certificateParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const credential = await certificateCredential(db, request.params.code);
      reply.header('content-disposition', `attachment; filename="certificate-${request.params.code}.json"`);
      return credential;
    },
  );

  app.get(
    '/api/client/certificates/status-lists/:list',
    {
      onRequest: readableFromAnyOrigin,
      schema: {
        tags,
        summary:
          'A signed W3C Bitstring Status List of certificate revocations (what credentialStatus points at)',
        params: certificateStatusListParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const credential = await statusListCredential(db, clock, issuer, Number(request.params.list));
      // Made fresh on each request: a verifier (or a cache in between) must ask again, so a
      // revocation is seen as soon as it is made.
      reply.header('cache-control', 'public, no-cache');
      return credential;
    },
  );

  // Printed and shared in one language: `?lang=th|en` also sets the language of an error answer.
  const printQuery = z.object({ lang: z.enum(['en', 'th']).default('en') });
  const queryLocale = async (request: FastifyRequest) => {
    const lang = (request.query as { lang?: unknown }).lang;
    if (request.headers.lang === undefined && isLocale(lang)) request.locale = lang;
  };

  app.get(
    '/api/client/certificates/:code/certificate.pdf',
    {
      onRequest: queryLocale,
      schema: {
        tags,
        summary: 'The certificate to print: an A4 landscape PDF in the chosen language',
        params: certificateParamsSchema,
        querystring: printQuery,
      },
    },
    async (request, reply) => {
      const view = await certificateView(db, issuer, request.params.code);
      const pdf = await certificatePdf(view, request.query.lang, issuer.publicUrl);
      reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="certificate-${view.code}-${request.query.lang}.pdf"`,
        )
        .header('cache-control', 'public, max-age=300');
      return reply.send(pdf);
    },
  );

  app.get(
    '/api/client/certificates/:code/og.png',
    {
      onRequest: queryLocale,
      schema: {
        tags,
        summary: 'The share image of a certificate (1200x630 PNG, OpenGraph)',
        params: certificateParamsSchema,
        querystring: printQuery,
      },
    },
    async (request, reply) => {
      const view = await certificateView(db, issuer, request.params.code);
      const png = await certificateOgPng(view, request.query.lang);
      reply.type('image/png').header('cache-control', 'public, max-age=300');
      return reply.send(png);
    },
  );

  app.get(
    '/.well-known/did.json',
    {
      onRequest: readableFromAnyOrigin,
      schema: {
        tags,
        summary: "The site's DID document: the public key that signs certificates",
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async () => issuer.didDocument(),
  );
};
