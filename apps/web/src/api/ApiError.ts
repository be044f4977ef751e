/** A call that did not succeed: the HTTP status (0 when the server could not be reached) and the plain-text body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /**
   * True when the global handler already dealt with it (error dialog shown, or sent to sign-in): the caller only
   * needs to stop. False when the error was passed to the caller for screen-level handling.
   */
  readonly handled: boolean;

  constructor(status: number, body: string, handled = false) {
    super(`HTTP ${status}${body ? `: ${body}` : ''}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.handled = handled;
  }

  withHandled(): ApiError {
    return new ApiError(this.status, this.body, true);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A cancelled request (a query that was abandoned): never shown, never handled. */
export const isAbortError = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
