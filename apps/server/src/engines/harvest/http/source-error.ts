/** Why a source failed; the pipeline may branch on it (e.g. 'disabled' marks a step skipped, not failed). */
export type SourceErrorKind =
  | 'http-status'
  | 'timeout'
  | 'too-large'
  | 'network'
  | 'redirect'
  | 'robots'
  | 'unsupported-content'
  | 'parse'
  | 'disabled';

export interface SourceErrorDetails {
  /** Display name of the source: "OpenAlex", "arXiv", or a web host such as "example.org". */
  source: string;
  kind: SourceErrorKind;
  url?: string;
  status?: number;
  cause?: unknown;
}

/**
 * A source could not give what was asked. The message is written for people: it is what the investigation shows
 * as the reason a harvest step failed ("OpenAlex answered 500 Internal Server Error for /works?search=…").
 */
export class SourceError extends Error {
  readonly source: string;
  readonly kind: SourceErrorKind;
  readonly url?: string;
  readonly status?: number;

  constructor(message: string, details: SourceErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'SourceError';
    this.source = details.source;
    this.kind = details.kind;
    this.url = details.url;
    this.status = details.status;
  }
}

/** Query parameters that identify us rather than the request; kept out of messages and logs. */
const privateParameters = ['mailto', 'api_key', 'email'];

/** "/works?search=…" — the part of a URL worth showing in a message, shortened so one bad URL cannot flood a log. */
export function describeUrl(url: string, maxLength = 120): string {
  let shown = url;
  try {
    const parsed = new URL(url);
    for (const name of privateParameters) parsed.searchParams.delete(name);
    shown = decodeURIComponentSafe(parsed.pathname + parsed.search);
  } catch {
    // not a URL: show it as it is
  }
  return shown.length > maxLength ? `${shown.slice(0, maxLength - 1)}…` : shown;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
