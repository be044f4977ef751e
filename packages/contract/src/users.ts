import { z } from 'zod';
import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_ALPHANUMERIC,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.js';
import { fieldMessage } from './messages.js';

const trimmed = z.string().trim();
const requiredText = (message: string) => trimmed.min(1, { message, abort: true });

export const emailField = requiredText(fieldMessage.emailRequired).max(320);
/** Passwords are trimmed like every account field (doc 1 §5), at sign-up and at sign-in alike. */
export const passwordField = trimmed.min(1, { message: fieldMessage.passwordRequired, abort: true });

/** A new password: required, then the length rule (the spec does not show one; these bounds are Quarry's). */
export const newPasswordField = passwordField
  .min(PASSWORD_MIN_LENGTH, { message: fieldMessage.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { message: fieldMessage.passwordTooLong });

export const nicknameField = requiredText(fieldMessage.nicknameRequired).max(NICKNAME_MAX_LENGTH);

/** The server's nickname rule (doc 1 §5): at least 2 letters or digits. */
export function isValidNickname(nickname: string): boolean {
  const alphanumeric = nickname.match(/[\p{L}\p{N}]/gu) ?? [];
  return alphanumeric.length >= NICKNAME_MIN_ALPHANUMERIC;
}

/** A syntactically deliverable address: one @, no spaces, a dot in the domain. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export const signInRequest = z.object({ email: emailField, password: passwordField });
export type SignInRequest = z.infer<typeof signInRequest>;

export const signUpRequest = z.object({
  nickname: nicknameField,
  email: emailField,
  password: newPasswordField,
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

export const resetRequest = z.object({ email: emailField });
export type ResetRequest = z.infer<typeof resetRequest>;

/** The token of a registration or reset link, as read from the link's query. */
export const tokenRequest = z.object({ token: z.string().trim().min(1).max(200) });
export type TokenRequest = z.infer<typeof tokenRequest>;

export const changePasswordRequest = z.object({
  token: tokenRequest.shape.token,
  password: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The set-new-password form: the password twice (doc 1 §5). */
export const setPasswordForm = z
  .object({ password: newPasswordField, confirmation: z.string() })
  .refine((form) => form.password === form.confirmation, {
    message: fieldMessage.passwordConfirm,
    path: ['confirmation'],
  });

export const userSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  admin: z.boolean(),
  omnisol: z.boolean(),
  facultyWorks: z.boolean(),
  /** Derived: omnisol or facultyWorks (doc 1 §1). */
  omnipotent: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const isOmnipotent = (user: Pick<User, 'omnisol' | 'facultyWorks'>): boolean =>
  user.omnisol || user.facultyWorks;

/** Answer of a sign-up: either the user was created and signed in, or an activation mail went out. */
export const signUpResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn'), user: userSchema }),
  z.object({ status: z.literal('sent') }),
]);
export type SignUpResponse = z.infer<typeof signUpResponse>;

export const validateResetResponse = z.object({ email: z.string() });

export const okResponse = z.object({ ok: z.literal(true) });
