import { aboutSchema } from './about.js';
import { defineEndpoint } from './endpoint.js';
import {
  changePasswordRequest,
  okResponse,
  resetRequest,
  signInRequest,
  signUpRequest,
  signUpResponse,
  tokenRequest,
  userSchema,
  validateResetResponse,
} from './users.js';

/** Every call of doc 1 §7 "Auth and users", with its payload and answer. */
export const authApi = {
  about: defineEndpoint({
    method: 'GET',
    path: '/api/about',
    access: 'public',
    summary: 'Server version and environment flags',
    response: aboutSchema,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    access: 'public',
    retryOn307: true,
    summary: 'Sign in with e-mail and password; sets the session cookie',
    body: signInRequest,
    response: userSchema,
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    access: 'public',
    summary: 'Delete the session and clear its cookie',
    response: okResponse,
  }),
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/users/current',
    access: 'signedIn',
    summary: 'The signed-in user',
    response: userSchema,
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/users/sign-up',
    access: 'public',
    retryOn307: true,
    summary: 'Sign up: creates and signs in the user (direct sign-up) or e-mails an activation link',
    body: signUpRequest,
    response: signUpResponse,
  }),
  createUser: defineEndpoint({
    method: 'POST',
    path: '/api/users',
    access: 'public',
    retryOn307: true,
    summary: 'Create an account at once: anyone when direct sign-up is on, otherwise an admin',
    body: signUpRequest,
    response: userSchema,
  }),
  createSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/users/create-sign-in',
    access: 'public',
    summary: 'Complete a sign-up from its activation token: creates the user and signs them in',
    body: tokenRequest,
    response: userSchema,
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/api/users/reset',
    access: 'public',
    summary: 'E-mail a password-reset link; answers the same whether or not the address has an account',
    body: resetRequest,
    response: okResponse,
  }),
  validateReset: defineEndpoint({
    method: 'POST',
    path: '/api/users/validate-reset',
    access: 'public',
    summary: 'Check a password-reset token without using it',
    body: tokenRequest,
    response: validateResetResponse,
  }),
  changePasswordSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/users/change-password-sign-in',
    access: 'public',
    summary: 'Set a new password from a reset token and sign in',
    body: changePasswordRequest,
    response: userSchema,
  }),
} as const;

