/** Accounts: sign-in, sign-up, password reset, registration, the session and the user menu. */
export { aboutQuery, currentUserQuery, forgetSignedIn, loadCurrentUser } from './authQueries';
export { authLabel } from './authLabels';
export { RegisterCompletion } from './RegisterCompletion';
export { ResetRequestForm } from './ResetRequestForm';
export { SetPasswordFlow } from './SetPasswordFlow';
export { SignInForm } from './SignInForm';
export { SignUpForm } from './SignUpForm';
export { useAbout } from './useAbout';
export { useCurrentUser } from './useCurrentUser';
export { UserMenu } from './UserMenu';
