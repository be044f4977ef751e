import { isValidEmail, isValidNickname, serverText, type SignUpRequest, TOKEN_TTL_HOURS } from '@quarry/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { badRequest, forbidden } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { activationMail, resetMail } from '../../mail/account-mails.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { hashPassword, hashToken, newToken } from './secrets.js';
import { deleteUserSessions } from './sessions.repository.js';
import {
  consumeToken,
  deleteUserToken,
  expireOpenTokens,
  findLiveToken,
  insertUserToken,
} from './user-tokens.repository.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type NewUser,
  updatePassword,
  type UserRow,
} from './users.repository.js';

interface AccountsDeps {
  db: Database;
  mailer: Mailer;
  auth: AuthService;
  logger: FastifyBaseLogger;
  config: Pick<Config, 'publicUrl' | 'flags'>;
}

const invalidToken = () => badRequest(serverText.invalidRegistrationToken);

/** The server's own checks of a new account (doc 1 §5 and §8): nickname, deliverable e-mail. */
function checkNewAccount({ nickname, email }: Pick<SignUpRequest, 'nickname' | 'email'>): void {
  if (!isValidNickname(nickname)) throw badRequest(serverText.invalidUserData);
  if (!isValidEmail(email)) throw badRequest(serverText.emailError);
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/** Sign-up, activation, direct account creation and password reset. */
export function createAccountsService({ db, mailer, auth, logger, config }: AccountsDeps) {
  const signUpOpen = () => config.flags.showSignUp;

  /** Creates the account (the first one an admin); "Duplicate" when the e-mail is taken. */
  async function createAccount(user: NewUser, signIn: boolean): Promise<SignedIn | { user: UserRow }> {
    return db.transaction(async (tx) => {
      const created = await insertUser(tx, user);
      if (!created) throw badRequest(serverText.duplicate);
      return signIn ? auth.startSession(tx, created) : { user: created };
    });
  }

  async function mailActivationLink(request: SignUpRequest): Promise<void> {
    const { token, tokenHash } = newToken();
    const passwordHash = await hashPassword(request.password);
    await insertUserToken(db, {
      tokenHash,
      purpose: 'registration',
      email: request.email,
      nickname: request.nickname,
      passwordHash,
      ttlHours: TOKEN_TTL_HOURS,
    });
    try {
      await mailer.send(activationMail(config.publicUrl, request.email, request.nickname, token));
    } catch (error) {
      logger.warn({ err: error, to: request.email }, 'activation mail failed');
      await deleteUserToken(db, tokenHash);
      throw badRequest(serverText.emailError);
    }
  }

  async function mailResetLink(user: UserRow): Promise<void> {
    const { token, tokenHash } = newToken();
    await expireOpenTokens(db, user.email, 'reset');
    await insertUserToken(db, {
      tokenHash,
      purpose: 'reset',
      email: user.email,
      userId: user.id,
      ttlHours: TOKEN_TTL_HOURS,
    });
    await mailer.send(resetMail(config.publicUrl, user.email, token));
  }

  return {
    /** Direct sign-up creates and signs in; otherwise an activation link is mailed. */
    async signUp(request: SignUpRequest): Promise<SignedIn | 'sent'> {
      if (!signUpOpen()) throw forbidden(serverText.signUpDisabled);
      checkNewAccount(request);
      if (config.flags.directSignUp) {
        const passwordHash = await hashPassword(request.password);
        return (await createAccount({ ...request, passwordHash }, true)) as SignedIn;
      }
      if (await findUserByEmail(db, request.email)) throw badRequest(serverText.duplicate);
      await mailActivationLink(request);
      return 'sent';
    },

    /** POST /api/users: open to anyone under direct sign-up, otherwise for admins (who are not signed in as the new user). */
    async createUser(request: SignUpRequest, caller: SessionUser | undefined): Promise<SignedIn | { user: UserRow }> {
      const byAdmin = Boolean(caller?.admin && !caller.suspended);
      if (!byAdmin && !(signUpOpen() && config.flags.directSignUp)) throw forbidden(serverText.signUpDisabled);
      checkNewAccount(request);
      const passwordHash = await hashPassword(request.password);
      return createAccount({ ...request, passwordHash }, !byAdmin);
    },

    async completeRegistration(token: string): Promise<SignedIn> {
      const registration = await consumeToken(db, hashToken(token), 'registration');
      if (!registration?.nickname || !registration.password_hash) throw invalidToken();
      const user = {
        email: registration.email,
        nickname: registration.nickname,
        passwordHash: registration.password_hash,
      };
      return (await createAccount(user, true)) as SignedIn;
    },

    /** Same answer whether or not the address has an account; the mail goes out in the background. */
    async requestReset(email: string): Promise<void> {
      if (!isValidEmail(email)) throw badRequest(serverText.emailError);
      const user = await findUserByEmail(db, email);
      if (!user || user.suspended) return;
      void mailResetLink(user).catch((error: unknown) => logger.warn({ err: error, to: email }, 'reset mail failed'));
    },

    async validateReset(token: string): Promise<{ email: string }> {
      const reset = await findLiveToken(db, hashToken(token), 'reset');
      if (!reset) throw invalidToken();
      return { email: reset.email };
    },

    /** Sets the new password, ends every other session of the account, and signs in. */
    async changePasswordAndSignIn(token: string, password: string): Promise<SignedIn> {
      const passwordHash = await hashPassword(password);
      const signedIn = await db.transaction(async (tx) => {
        const reset = await consumeToken(tx, hashToken(token), 'reset');
        if (!reset?.user_id) throw invalidToken();
        await updatePassword(tx, reset.user_id, passwordHash);
        await deleteUserSessions(tx, reset.user_id);
        const user = await findUserById(tx, reset.user_id);
        if (!user) throw invalidToken();
        return auth.startSession(tx, user);
      });
      auth.accountChanged(signedIn.user.id);
      return signedIn;
    },
  };
}
