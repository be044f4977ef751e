import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import {
  BROTLI_OPTIONS,
  COMPRESS_THRESHOLD_BYTES,
  GZIP_OPTIONS,
  registerCompressedAnswers,
} from '../http/compressed-answers.js';
import { registerErrorHandler } from '../http/error-handler.js';
import { serializerCompiler } from '../http/response-serializer.js';
import { recordApiRoutes } from '../http/route-inventory.js';
import { registerRequestTurns } from '../http/request-turns.js';
import { registerClientIdGuard } from '../plugins/client-id.js';
import { registerOpenApi } from '../plugins/openapi.js';

/** The Fastify app before any module: validation, errors, compression, OpenAPI, and the guards of every request. */
export async function createHttpApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // The spec's paths carry trailing slashes in places (doc 3); both spellings reach the route.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
  });

  // 0. Requests take turns at the thread (first hook: a waiting request costs nothing more).
  registerRequestTurns(app, config.requestTurns);
  // 1. zod does validation and serialization for every route, and errors leave as plain text.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  recordApiRoutes(app);
  // Answers over 1 KB leave compressed: those built in memory off the event loop, streamed files by @fastify/compress.
  registerCompressedAnswers(app);
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });

  // 2. OpenAPI first, so it sees every route registered after it.
  await registerOpenApi(app);

  // 3. Request guards: cookies parsed, Client-Id required on writes (the session's user is loaded by wireUsers).
  await app.register(fastifyCookie);
  registerClientIdGuard(app);
  return app;
}
