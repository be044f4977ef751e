import type { SessionUser } from '../../http/session-user.js';

/**
 * How long a session's user, once read, is taken as read. Changes this process makes (sign-out, a new password)
 * and those the change bus brings from other server processes apply at once; a change it cannot hear of (the
 * command line suspending an account while an embedded server runs) reaches requests within this time.
 */
export const SESSION_MEMORY_MS = 5_000;
/** More sessions than a server has users at work; past it the oldest remembered is dropped. */
const CAPACITY = 50_000;

interface Remembered {
  user: SessionUser;
  /** When this entry stops answering: its reading's age limit or the session's own expiry, whichever comes first. */
  until: number;
}

export type SessionMemory = ReturnType<typeof createSessionMemory>;

/**
 * The users of live sessions, by token hash, so that a request does not read its session again for every call (a
 * reviewer's clicks come several a second). A reading under way when an account was forgotten is not remembered.
 */
export function createSessionMemory(memoryMs = SESSION_MEMORY_MS, now: () => number = Date.now) {
  const byToken = new Map<string, Remembered>();
  let forgets = 0;

  return {
    recall(tokenHash: string): SessionUser | undefined {
      const entry = byToken.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.user;
      byToken.delete(tokenHash);
      return undefined;
    },

    /** Reads through `load` unless the session is remembered; remembers what it read. */
    async read(
      tokenHash: string,
      load: () => Promise<{ user: SessionUser; expiresAt: Date } | undefined>,
    ): Promise<SessionUser | undefined> {
      const known = this.recall(tokenHash);
      if (known) return known;
      const forgetsBefore = forgets;
      const loaded = await load();
      if (!loaded || forgets !== forgetsBefore) return loaded?.user;
      if (byToken.size >= CAPACITY) byToken.delete(byToken.keys().next().value!);
      byToken.set(tokenHash, { user: loaded.user, until: Math.min(now() + memoryMs, loaded.expiresAt.getTime()) });
      return loaded.user;
    },

    forgetToken(tokenHash: string): void {
      forgets++;
      byToken.delete(tokenHash);
    },

    forgetUser(userId: number): void {
      forgets++;
      for (const [tokenHash, entry] of byToken) if (entry.user.id === userId) byToken.delete(tokenHash);
    },
  };
}
