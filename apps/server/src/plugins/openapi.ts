import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { quarryVersion } from '../version.js';

/** OpenAPI built from the contract's zod schemas: JSON at /api/docs/json, the browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Quarry API', version: quarryVersion },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'quarry_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
