import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { sessionCookieName } from '../auth/session-cookie.ts';
import { optionalBodiesInOpenApi } from './optional-body.ts';

/** The OpenAPI description of every call, served at /api/docs (from the routes' zod schemas). */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Logoya API',
        version: '0.1.0',
        description:
          'Every call takes a `locale` (en, ja, vi) as a field or header. Errors answer `{message, errors?}`: 422 for validation, 401, 403, 404, 409 or 429 where they fit.',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // The web app's session (ADR 0026); writes signed in by it also need `x-logoya-csrf: 1`.
          cookieAuth: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config) },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: optionalBodiesInOpenApi(jsonSchemaTransformObject),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
