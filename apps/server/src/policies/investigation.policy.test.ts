import { investigationActions } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { abilitiesOf, can } from './investigation.policy.js';

const investigation = { owner_id: 1 };
const owner = { id: 1, admin: false, suspended: false };
const stranger = { id: 2, admin: false, suspended: false };
const admin = { id: 3, admin: true, suspended: false };

describe('the investigation policy', () => {
  it('lets the owner do everything', () => {
    for (const action of investigationActions) expect(can(owner, action, investigation)).toBe(true);
  });

  it('lets nobody else do anything', () => {
    for (const action of investigationActions) expect(can(stranger, action, investigation)).toBe(false);
  });

  it('lets an admin open and work in any investigation, but not delete another user’s', () => {
    expect(abilitiesOf(admin, investigation)).toEqual({ open: true, work: true, delete: false });
    expect(abilitiesOf(admin, { owner_id: admin.id })).toEqual({ open: true, work: true, delete: true });
  });

  it('refuses a suspended account, even its own investigations', () => {
    for (const action of investigationActions)
      expect(can({ ...owner, suspended: true }, action, investigation)).toBe(false);
  });
});
