import type { User } from '@quarry/contract';

/** A signed-in user without any flag, or with the kinds given (set `omnipotent` with `omnisol`/`facultyWorks`). */
export const testUser = (kind: Partial<User> = {}): User => ({
  id: 1,
  nickname: 'Ada',
  email: 'ada@example.org',
  admin: false,
  omnisol: false,
  facultyWorks: false,
  omnipotent: false,
  ...kind,
});
