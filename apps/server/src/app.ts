import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer.js';
import { registerAboutRoutes } from './modules/about/about.routes.js';
import {
  createAccountsService,
  createAuthService,
  registerSessionLoader,
  registerUsersRoutes,
} from './modules/users/index.js';
import { registerClientIdGuard } from './plugins/client-id.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppDeps {
  config: Config;
  db: Database;
}

/** Builds the HTTP app on an open, migrated database. Order matters; each step says why it is where it is. */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // The spec's paths carry trailing slashes in places (doc 3); both spellings reach the route.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
  });

  // 1. zod does validation and serialization for every route, and errors leave as plain text.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // 2. OpenAPI first, so it sees every route registered after it.
  await registerOpenApi(app);

  // 3. Request guards: cookies parsed, Client-Id required on writes, the session's user loaded.
  await app.register(fastifyCookie);
  registerClientIdGuard(app);
  const auth = createAuthService(db, config);
  registerSessionLoader(app, auth);

  // 4. Domain modules.
  const mailer: Mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db, app.log);
  const accounts = createAccountsService({ db, mailer, auth, logger: app.log, config });
  registerAboutRoutes(app, config);
  registerUsersRoutes(app, {
    auth,
    accounts,
    sessionTtlDays: config.sessionTtlDays,
    secureCookies: config.publicUrl.startsWith('https://'),
  });

  // 5. Last: the web app and the fallback for every other path.
  await registerWebApp(app, config.webDistDir);
  return app;
}
