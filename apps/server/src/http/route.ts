import type { Endpoint } from '@quarry/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AccessedInvestigation, authorizeRequest, type InvestigationLocator } from './access.js';
import type { SessionUser } from './session-user.js';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A success without a body (204: the spec's label rename and delete, insight delete and reorder), for endpoints whose contract answer is { ok: true }. */
export const noContent = (reply: FastifyReply) => reply.code(204).send() as unknown as Promise<{ ok: true }>;

export interface RouteContext<E extends Endpoint> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  /** The signed-in user; always set unless the endpoint is public. */
  user: E['access'] extends 'public' ? SessionUser | undefined : SessionUser;
  /** For `owner` endpoints: the investigation the caller was authorized for. */
  investigation: E['access'] extends 'owner' ? AccessedInvestigation : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (context: RouteContext<E>) => Promise<z.input<E['response']>>;

export interface RouteOptions {
  /** For `owner` endpoints whose path does not carry the investigation id as `:id`. */
  locateInvestigation?: InvestigationLocator;
}

/**
 * Registers one contract endpoint: its zod schemas validate the input, serialize the answer and document it
 * in OpenAPI; the access level is checked before the handler runs. Multipart endpoints read their form
 * themselves (`request.parts()`), after the same access check.
 */
export function addRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const tag = endpoint.path.split('/')[2] ?? 'api';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { signedLink: endpoint.signedLink === true },
    schema: {
      summary: endpoint.summary,
      description: `Access: ${endpoint.access}`,
      tags: [tag],
      ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.params && { params: endpoint.params }),
      response: { 200: endpoint.response },
    },
    // Who may call is checked before the input is validated: a stranger learns nothing from a 400.
    preValidation: async (request) => authorizeRequest(request, endpoint, options.locateInvestigation),
    handler: async (request, reply) =>
      handler({
        body: request.body,
        query: request.query,
        params: request.params,
        user: request.sessionUser,
        investigation: request.investigation,
        request,
        reply,
      } as unknown as RouteContext<E>),
  });
}
