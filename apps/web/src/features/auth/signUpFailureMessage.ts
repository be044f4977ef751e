import { screenMessage, serverText } from '@quarry/contract';
import { isApiError } from '../../api';

/** The screen message of a failed sign-up, by the server's text (doc 1 §8); null when handled globally. */
export function signUpFailureMessage(error: unknown, email: string): string | null {
  if (!isApiError(error)) return screenMessage.signUpFailed;
  if (error.handled) return null;
  switch (error.body) {
    case serverText.duplicate:
      return screenMessage.signUpDuplicate(email);
    case serverText.invalidUserData:
      return screenMessage.signUpBadNickname;
    case serverText.emailError:
      return screenMessage.signUpEmailError;
    default:
      return screenMessage.signUpFailed;
  }
}
