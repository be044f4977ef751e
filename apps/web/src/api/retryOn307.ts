import { authApi, type Endpoint } from '@quarry/contract';

/** Calls that are repeated once when the server answers 307 (doc 1 §4, §9): sign-in and the sign-up calls. */
export const retryOn307: ReadonlySet<Endpoint> = new Set<Endpoint>([
  authApi.signIn,
  authApi.signUp,
  authApi.createUser,
]);
