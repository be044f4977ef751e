import type { Database } from '../../db/database.js';
import { deleteUserSessions, purgeExpiredAccountData } from './sessions.repository.js';
import { listUsers, setUserFlag, type UserFlag, type UserRow } from './users.repository.js';

export type UserAdminService = ReturnType<typeof createUserAdminService>;

/** What the command line and the housekeeping timer do to accounts. */
export function createUserAdminService(db: Database) {
  return {
    list: (): Promise<UserRow[]> => listUsers(db),

    /** Sets a flag; suspending also ends every session of the account. Undefined when no account has the e-mail. */
    async setFlag(email: string, flag: UserFlag, on: boolean): Promise<UserRow | undefined> {
      const user = await setUserFlag(db, email, flag, on);
      if (user && flag === 'suspended' && on) await deleteUserSessions(db, user.id);
      return user;
    },

    /** Expired sessions, used or old tokens and finished sign-in throttle windows. */
    purgeExpired: (): Promise<void> => purgeExpiredAccountData(db),
  };
}
