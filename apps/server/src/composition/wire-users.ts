import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { ChangeBus } from '../events/change-bus.js';
import type { Mailer } from '../mail/mailer.js';
import { createAccountsService, createAuthService, registerSessionLoader } from '../modules/users/index.js';
import type { Late } from './late.js';

export type UsersWiring = ReturnType<typeof wireUsers>;

/** Accounts and sessions; the session's user is loaded on every request from here on. */
export function wireUsers(
  app: FastifyInstance,
  deps: { db: Database; config: Config; mailer: Mailer; changes: Late<ChangeBus> },
) {
  const { db, config, mailer, changes } = deps;
  // An account changes only on requests, after the ready phase.
  const auth = createAuthService(db, config, (userId) => changes.get().publish({ kind: 'account', userId }));
  registerSessionLoader(app, auth);
  const accounts = createAccountsService({ db, mailer, auth, logger: app.log, config });
  return { auth, accounts };
}
