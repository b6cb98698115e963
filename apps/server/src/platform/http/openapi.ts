import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { route } from './call-route.js';
import type { TSchema } from 'typebox';

/**
 * OpenAPI 3 from the route schemas. Must be registered before the routes so it sees them all.
 * Paths keep their /api prefix, so the document matches what clients call.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'ESC platform API',
        version: '0.1.0',
        description:
          'Every JSON answer uses the envelope {status_code, status, message, data}; errors add error_code ' +
          'and, for validation, errors[{field, message}]. Send `Authorization: Bearer <access_token>`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'identity', description: 'sign-in, sessions, people' },
        { name: 'platform', description: 'health and documentation' },
      ],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No call to the public validator: the page must work on a closed network and under our CSP.
    uiConfig: { validatorUrl: null, deepLinking: true },
    staticCSP: false,
  });
}

/** The document itself, at the address CONTRACT.md names. */
export function openApiRoute(app: FastifyInstance): void {
  route(app, 'GET /openapi.json', { hide: true }, async () => app.swagger());
}

/**
 * The document of a route that streams a multipart body itself (no body schema, so Fastify does not
 * buffer it): shows its form as the request body, so clients and the fuzz test know the route takes
 * files. Used as the route's `config.swaggerTransform`; it changes the document only, not validation.
 */
export function multipartForm(form: TSchema): SwaggerTransform {
  return ({ schema, url }) => ({ schema: { ...schema, consumes: ['multipart/form-data'], body: form }, url });
}
