import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeOperation, SECURITY_SCHEMES, withErrorResponses } from './openapi-operations.ts';

/**
 * `/api/openapi.json` is generated from the route schemas; `/api/docs` renders it. What every
 * operation shares (operationId, security, 4xx answers) is derived in openapi-operations.ts.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'KUB Academy API',
        description:
          'Crypto education and learn-to-earn platform. Send `lang: en|th` for localised messages. ' +
          'Every refusal is an `ErrorBody`: a code from the catalogue and its message in that language.',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This site' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      const converted = jsonSchemaTransform(input);
      return { ...converted, schema: describeOperation(converted.schema, input.route, input.url) };
    },
    transformObject: (input) => withErrorResponses('openapiObject' in input ? input.openapiObject : {}),
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
