import { serverText } from '@quarry/contract';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/database.js';
import { tooManyRequests, unauthorized } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { hashToken, newToken, verifyAgainstNothing, verifyPassword } from './secrets.js';
import { deleteSession, findSessionUser, insertSession } from './sessions.repository.js';
import { createSessionMemory } from './session-memory.js';
import { clearFailures, currentFailures, recordFailure } from './sign-in-throttle.repository.js';
import { toSessionUser } from './user.mapper.js';
import { findUserByEmail, recordSignIn, type UserRow } from './users.repository.js';

export interface SignedIn {
  user: UserRow;
  sessionToken: string;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Sign-in, sign-out and sessions. */
export function createAuthService(
  db: Database,
  config: Pick<Config, 'sessionTtlDays' | 'signInThrottle'>,
  /** Told when an account's sessions or flags changed here (the change bus tells the other processes). */
  accountChanged: (userId: number) => void = () => undefined,
) {
  const throttle = config.signInThrottle;
  const sessions = createSessionMemory();
  const keysFor = (email: string, address: string) => [`email:${email.toLowerCase()}`, `address:${address}`] as const;

  async function startSession(tx: Queryable, user: UserRow): Promise<SignedIn> {
    const { token, tokenHash } = newToken();
    await insertSession(tx, tokenHash, user.id, config.sessionTtlDays);
    await recordSignIn(tx, user.id);
    return { user, sessionToken: token };
  }

  async function refuseWhenThrottled(emailKey: string, addressKey: string): Promise<void> {
    const [byEmail, byAddress] = await Promise.all([
      currentFailures(db, emailKey, throttle.windowMinutes),
      currentFailures(db, addressKey, throttle.windowMinutes),
    ]);
    if (byEmail >= throttle.maxFailuresPerEmail || byAddress >= throttle.maxFailuresPerAddress) {
      throw tooManyRequests();
    }
  }

  return {
    startSession,

    /** Checks e-mail and password; the suspension is told only to someone who knows the password. */
    async signIn(email: string, password: string, clientAddress: string): Promise<SignedIn> {
      const [emailKey, addressKey] = keysFor(email, clientAddress);
      await refuseWhenThrottled(emailKey, addressKey);
      const user = await findUserByEmail(db, email);
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstNothing(password);
      if (!user || !valid) {
        await recordFailure(db, emailKey, throttle.windowMinutes);
        await recordFailure(db, addressKey, throttle.windowMinutes);
        throw unauthorized(serverText.invalidCredentials);
      }
      if (user.suspended) throw unauthorized(serverText.suspended);
      await clearFailures(db, emailKey);
      return startSession(db, user);
    },

    async signOut(sessionToken: string | undefined): Promise<void> {
      if (!sessionToken) return;
      const tokenHash = hashToken(sessionToken);
      const user = sessions.recall(tokenHash);
      await deleteSession(db, tokenHash);
      sessions.forgetToken(tokenHash);
      if (user) accountChanged(user.id);
    },

    /** The session's user, remembered for a few seconds (session-memory.ts). */
    async userForSession(sessionToken: string): Promise<SessionUser | undefined> {
      const tokenHash = hashToken(sessionToken);
      return sessions.read(tokenHash, async () => {
        const row = await findSessionUser(db, tokenHash, config.sessionTtlDays);
        return row && { user: Object.freeze(toSessionUser(row)), expiresAt: row.expires_at };
      });
    },

    /** The account's sessions or flags changed here: forget them here and tell the other processes. */
    accountChanged(userId: number): void {
      sessions.forgetUser(userId);
      accountChanged(userId);
    },

    /** Another process changed the account: forget what this one remembers of its sessions. */
    forgetAccount: (userId: number): void => sessions.forgetUser(userId),
  };
}
