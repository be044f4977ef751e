import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/testUser';
import { processMenuAccess, showsProcessMenu } from './processMenuAccess';

describe('who sees which items of the process menu', () => {
  it.each([
    ['an omnisol user with batch support', testUser({ omnisol: true, omnipotent: true }), true, [true, false, false]],
    [
      'an omnisol user without batch support',
      testUser({ omnisol: true, omnipotent: true }),
      false,
      [false, false, false],
    ],
    ['an admin', testUser({ admin: true }), false, [false, true, false]],
    [
      'an omnipotent admin',
      testUser({ admin: true, facultyWorks: true, omnipotent: true }),
      false,
      [false, true, true],
    ],
    [
      'an omnisol admin with batch support',
      testUser({ admin: true, omnisol: true, omnipotent: true }),
      true,
      [true, true, true],
    ],
    ['a plain user', testUser(), true, [false, false, false]],
    ['nobody signed in', null, true, [false, false, false]],
  ] as const)('%s', (_, user, supportBatch, [batch, reports, mergeAll]) => {
    const access = processMenuAccess(user, supportBatch);
    expect(access).toEqual({ batch, reports, mergeAll });
    expect(showsProcessMenu(access)).toBe(batch || reports || mergeAll);
  });
});
