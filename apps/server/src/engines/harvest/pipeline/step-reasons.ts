import { describeUrl, SourceError } from '../http/source-error.js';

const hintByStatus = (status: number | undefined): string => {
  if (status === 429) return ' (too many requests: try again later)';
  if (status !== undefined && status >= 500) return ' (a problem on its side: try again later)';
  return '';
};

/**
 * Why a step failed, in words a user can act on: the source and what went wrong, without the request's address
 * (the summary names the step already) or anything internal.
 */
export function humanReason(error: unknown): string {
  if (error instanceof SourceError) {
    const withoutUrl = error.url ? error.message.replace(` for ${describeUrl(error.url)}`, '') : error.message;
    return `${withoutUrl}${error.kind === 'http-status' ? hintByStatus(error.status) : ''}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  // An error of ours, not of the source: its text is for the log, not for the user.
  return message.length > 0 && message.length <= 200 && !/\n|\bat .+:\d+:\d+/.test(message)
    ? message
    : 'an unexpected error (see the server log)';
}
