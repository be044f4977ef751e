import { investigationActions } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { abilitiesOf, can, needsRole } from './investigation.policy.js';

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
    expect(abilitiesOf(admin, investigation)).toEqual({
      open: true,
      screen: true,
      work: true,
      share: true,
      delete: false,
    });
    expect(Object.values(abilitiesOf(admin, { owner_id: admin.id })).every(Boolean)).toBe(true);
  });

  it('lets a reviewer open and screen, a viewer only open, the investigation shared with them', () => {
    expect(abilitiesOf(stranger, investigation, 'reviewer')).toEqual({
      open: true,
      screen: true,
      work: false,
      share: false,
      delete: false,
    });
    expect(abilitiesOf(stranger, investigation, 'viewer')).toEqual({
      open: true,
      screen: false,
      work: false,
      share: false,
      delete: false,
    });
    expect(can({ ...stranger, suspended: true }, 'open', investigation, 'reviewer')).toBe(false);
  });

  it('asks for the role only of someone neither owner nor admin', () => {
    expect(needsRole(owner, investigation)).toBe(false);
    expect(needsRole(admin, investigation)).toBe(false);
    expect(needsRole(stranger, investigation)).toBe(true);
  });

  it('refuses a suspended account, even its own investigations', () => {
    for (const action of investigationActions)
      expect(can({ ...owner, suspended: true }, action, investigation)).toBe(false);
  });
});
