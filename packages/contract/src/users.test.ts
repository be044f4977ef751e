import { describe, expect, it } from 'vitest';
import { fieldMessage } from './messages.js';
import { isValidEmail, isValidNickname, setPasswordForm, signUpRequest } from './users.js';

describe('account rules', () => {
  it('accept a nickname with at least 2 letters or digits, in any script', () => {
    expect(['ab', 'a1', 'Zoë', '李雷', ' x-y '].map(isValidNickname)).toEqual([true, true, true, true, true]);
    expect(['a', '!!', '-_-', '', '1.'].map(isValidNickname)).toEqual([false, false, false, false, false]);
  });

  it('tell a deliverable-looking address from a malformed one', () => {
    expect(['a@b.co', 'first.last+tag@uni.ac.il'].every(isValidEmail)).toBe(true);
    expect(['a@b', 'ab.co', 'a b@c.de', '@c.de'].some(isValidEmail)).toBe(false);
  });

  it('trim sign-up fields and answer the spec messages for empty ones', () => {
    expect(signUpRequest.parse({ email: ' a@b.co ', password: 'long enough', nickname: ' Al ' })).toEqual({
      email: 'a@b.co',
      password: 'long enough',
      nickname: 'Al',
    });
    const result = signUpRequest.safeParse({ email: '  ', password: '', nickname: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      fieldMessage.nicknameRequired,
      fieldMessage.emailRequired,
      fieldMessage.passwordRequired,
    ]);
  });

  it('ask to confirm a password that differs', () => {
    const result = setPasswordForm.safeParse({ password: 'long enough', confirmation: 'long enougH' });
    expect(result.error?.issues[0]?.message).toBe(fieldMessage.passwordConfirm);
  });
});
