import { fieldMessage, setPasswordForm, signInRequest, signUpRequest } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { validateForm } from './fieldErrors';

describe('validateForm', () => {
  it('returns the parsed (trimmed) data when valid', () => {
    const result = validateForm(signInRequest, { email: ' a@b.co ', password: 'x' });
    expect(result).toEqual({ ok: true, data: { email: 'a@b.co', password: 'x' } });
  });

  it('gives the spec message of each empty field', () => {
    const result = validateForm(signUpRequest, { email: '  ', password: '', nickname: ' ' });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: fieldMessage.emailRequired,
        password: fieldMessage.passwordRequired,
        nickname: fieldMessage.nicknameRequired,
      },
    });
  });

  it('reports a mismatching confirmation on the confirmation field', () => {
    const result = validateForm(setPasswordForm, { password: 'long enough', confirmation: 'other' });
    expect(result).toEqual({ ok: false, errors: { confirmation: fieldMessage.passwordConfirm } });
  });
});
