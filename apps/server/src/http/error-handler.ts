import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.js';

/**
 * Every error leaves as a plain-text body: the spec's texts for known cases, the first validation message
 * for bad input (400), and a generic text for anything unexpected (500, logged with its stack).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).type('text/plain; charset=utf-8').send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A rule on the whole body (a list's) has the root's path, "/": its message stands alone.
      const path = first?.instancePath?.replace(/^\//, '') ?? '';
      const where = path ? `${path}: ` : '';
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(`${where}${first?.message ?? 'Invalid request'}`);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    const body = status === 500 ? 'Internal server error' : error.message;
    return reply.code(status).type('text/plain; charset=utf-8').send(body);
  });
}
