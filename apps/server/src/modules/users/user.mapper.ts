import { isOmnipotent } from '@quarry/contract';
import type { SessionUser } from '../../http/session-user.js';
import type { UserRow } from './users.repository.js';

export function toSessionUser(row: UserRow): SessionUser {
  const flags = { omnisol: row.omnisol, facultyWorks: row.faculty_works };
  return {
    id: row.id,
    nickname: row.nickname,
    email: row.email,
    admin: row.admin,
    ...flags,
    omnipotent: isOmnipotent(flags),
    suspended: row.suspended,
  };
}

/** The user as the API shows it (the suspended flag stays on the server). */
export function toPublicUser(row: UserRow) {
  const { suspended: _suspended, ...user } = toSessionUser(row);
  return user;
}
