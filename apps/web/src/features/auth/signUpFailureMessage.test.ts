import { screenMessage, serverText } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { signUpFailureMessage } from './signUpFailureMessage';
import { signInFailure } from './signInFailureMessage';

describe('signUpFailureMessage', () => {
  const email = 'ada@example.com';
  it('maps each server text to its screen message', () => {
    expect(signUpFailureMessage(new ApiError(400, serverText.duplicate), email)).toBe(
      screenMessage.signUpDuplicate(email),
    );
    expect(signUpFailureMessage(new ApiError(400, serverText.invalidUserData), email)).toBe(
      screenMessage.signUpBadNickname,
    );
    expect(signUpFailureMessage(new ApiError(401, serverText.invalidUserData), email)).toBe(
      screenMessage.signUpBadNickname,
    );
    expect(signUpFailureMessage(new ApiError(400, serverText.emailError), email)).toBe(screenMessage.signUpEmailError);
    expect(signUpFailureMessage(new ApiError(400, 'nickname: Too big'), email)).toBe(screenMessage.signUpFailed);
  });

  it('stays quiet when the global handler already showed the error dialog', () => {
    expect(signUpFailureMessage(new ApiError(500, 'boom', true), email)).toBeNull();
  });
});

describe('signInFailure', () => {
  it('tells a suspended account, too many attempts and wrong credentials apart', () => {
    expect(signInFailure(new ApiError(401, serverText.suspended))).toEqual({ kind: 'suspended' });
    expect(signInFailure(new ApiError(429, serverText.tooManyAttempts))).toEqual({
      kind: 'message',
      text: screenMessage.signInTooMany,
    });
    expect(signInFailure(new ApiError(401, serverText.invalidCredentials))).toEqual({
      kind: 'message',
      text: screenMessage.signInFailed,
    });
    expect(signInFailure(new ApiError(500, 'x', true))).toEqual({ kind: 'none' });
  });
});
