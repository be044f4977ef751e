/** Texts the server sends as a plain-text error body (doc 1 §7–§8). The client matches on them. */
export const serverText = {
  suspended: 'suspended',
  duplicate: 'Duplicate',
  invalidUserData: 'Invalid user data',
  emailError: 'Email error',
  invalidRegistrationToken: 'Invalid registration token',
  invalidCredentials: 'Invalid credentials',
  signInRequired: 'Sign in required',
  missingClientId: 'Missing Client-Id header',
  tooManyAttempts: 'Too many attempts',
  signUpDisabled: 'Sign up is disabled',
  forbidden: 'Forbidden',
  notFound: 'Not found',
} as const;

/** The 403 body for a caller who is not of the kind an endpoint requires (`Endpoint.requires`). */
export const requiredUserKindText = {
  omnipotent: 'Only omnipotent users may do this.',
  omnisol: 'Only omnisol users may do this.',
  facultyWorks: 'Only facultyWorks users may do this.',
} as const;

/** Bodies of a 400 that the global handler passes to the caller instead of the error dialog (doc 1 §8). */
export const callerHandled400Bodies: readonly string[] = [
  serverText.invalidRegistrationToken,
  serverText.duplicate,
  serverText.emailError,
];

/** Field validation messages, shown under the field (doc 1 §5). */
export const fieldMessage = {
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  nicknameRequired: 'Please enter your nick name',
  passwordConfirm: 'Please confirm your password',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 200 characters long',
} as const;

/** Screen messages of the account flows (doc 1 §2 and §8), word for word. */
export const screenMessage = {
  signInFailed: 'Oops! That email / password combination is not valid.',
  signInTooMany: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  suspendedTitle: 'Suspended Account',
  suspendedText: (supportEmail: string) =>
    `Your evaluation period has been exceeded. To reactivate your account, please contact ${supportEmail}.`,
  signUpDuplicate: (email: string) => `There is an existing account associated with ${email}`,
  signUpBadNickname: 'Please make sure Nickname contains at least 2 alphanumeric characters',
  signUpEmailError: 'Email error',
  signUpFailed: 'Oops! Sign Up failed. Please try again.',
  signUpSent: 'We have sent you an activation email. Please follow the link in it to complete your sign up.',
  confidentiality:
    'Your details are kept confidential: we use your email address only to sign you in and to send you messages about your account.',
  resetFailed: 'Oops! That email is not valid.',
  resetSent: 'If an account exists for that address, we have sent it an email with a link to reset your password.',
  tokenInvalid: 'Could not validate your token,',
  tokenInvalidHint: 'Please reset your password again.',
  registerFailed: 'Could not register your account, Please sign up again.',
  notFound: "OOPS! We can't find the page that you're looking for",
  errorTitle: 'Oops! Something went wrong :(',
  errorText: 'Please refresh the browser and try again.',
  greeting: 'what would you like to explore today',
} as const;

/** Texts of the investigations list and create screens (doc 1 §2), word for word. */
export const investigationsText = {
  filterPlaceholder: 'Enter text to filter by',
  empty: 'No Investigations',
  columns: [
    '#',
    'Type',
    'Name',
    'Alerts',
    'Status',
    'Created On',
    'Last Visited',
    'Created By',
    '# Of Docs',
    'Actions',
  ],
  duplicateConfirm: 'You are about to duplicate this investigation.',
  deleteConfirm: 'You are about to permanently delete this entire investigation',
  createdPopup: 'This is your new investigation. It will change status to Ready once completed processing.',
  gotIt: 'Got It',
  next: 'Next',
  working: 'Working...',
  searchTermPlaceholder: 'Search term (English letters only)',
  facultyNotice:
    "Unless they are found in the researcher's Google profile, only the articles of the last year are included. " +
    'Earlier years can be added later with the One-time Harvest dialog.',
} as const;

/** Loading texts (doc 1 §2). */
export const loadingText = {
  investigations: 'Loading Investigations...',
  overview: 'Loading Overview...',
  documents: 'Loading Documents....',
  refreshing: 'Refreshing documents',
} as const;
