import { authApi } from '@quarry/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { AccountsService } from './accounts.service.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { toPublicUser } from './user.mapper.js';

interface UsersRoutesDeps {
  auth: AuthService;
  accounts: AccountsService;
  sessionTtlDays: number;
  secureCookies: boolean;
}

/** The calls of doc 1 §7 "Auth and users". */
export function registerUsersRoutes(app: FastifyInstance, deps: UsersRoutesDeps): void {
  const { auth, accounts } = deps;
  const signedIn = (reply: FastifyReply, session: SignedIn) => {
    setSessionCookie(reply, session.sessionToken, deps.sessionTtlDays, deps.secureCookies);
    return toPublicUser(session.user);
  };

  addRoute(app, authApi.signIn, async ({ body, request, reply }) =>
    signedIn(reply, await auth.signIn(body.email, body.password, request.ip)),
  );

  addRoute(app, authApi.signOut, async ({ request, reply }) => {
    await auth.signOut(request.sessionToken);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  addRoute(app, authApi.currentUser, async ({ user }) => {
    const { suspended: _suspended, ...current } = user;
    return current;
  });

  addRoute(app, authApi.signUp, async ({ body, reply }) => {
    const result = await accounts.signUp(body);
    return result === 'sent'
      ? { status: 'sent' as const }
      : { status: 'signedIn' as const, user: signedIn(reply, result) };
  });

  addRoute(app, authApi.createUser, async ({ body, user, reply }) => {
    const result = await accounts.createUser(body, user);
    return 'sessionToken' in result ? signedIn(reply, result) : toPublicUser(result.user);
  });

  addRoute(app, authApi.createSignIn, async ({ body, reply }) =>
    signedIn(reply, await accounts.completeRegistration(body.token)),
  );

  addRoute(app, authApi.reset, async ({ body }) => {
    await accounts.requestReset(body.email);
    return { ok: true as const };
  });

  addRoute(app, authApi.validateReset, async ({ body }) => accounts.validateReset(body.token));

  addRoute(app, authApi.changePasswordSignIn, async ({ body, reply }) =>
    signedIn(reply, await accounts.changePasswordAndSignIn(body.token, body.password)),
  );
}
