import type { FailureOptions } from './failureRoute';

/**
 * Review edits fail quietly (doc 2 §8: the on-screen change is reverted, no message): every HTTP failure goes to
 * the caller, except a 401, which still signs the user out.
 */
export const quietFailure: FailureOptions = {
  handle: Array.from({ length: 200 }, (_, index) => 400 + index).filter((status) => status !== 401),
};
