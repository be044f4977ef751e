/** Header every POST, PATCH and DELETE carries: one random UUID per page load (doc 1 §7). */
export const CLIENT_ID_HEADER = 'Client-Id';

/** Dialogs stack from this layer, +2 per open dialog (doc 1 §2). */
export const DIALOG_BASE_Z_INDEX = 9000;
export const DIALOG_Z_INDEX_STEP = 2;

export const LIST_POLL_MS = 5000;
export const LIST_SPINNER_DELAY_MS = 250;
export const DEFAULT_DOCUMENTS_PAGE_SIZE = 50;

/** Registration and reset links expire after this long (hours). */
export const TOKEN_TTL_HOURS = 24;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NICKNAME_MIN_ALPHANUMERIC = 2;
export const NICKNAME_MAX_LENGTH = 60;
