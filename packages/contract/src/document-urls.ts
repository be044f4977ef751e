/*
 * Filter by document URLs (doc 2 §2 dialogs, §5 "Filter by URLs"): one URL a line, each http(s), matched fuzzily —
 * the scheme, a leading www., a trailing slash, the order of the query's parameters, the fragment and the case of
 * the host do not tell two addresses apart.
 */

export const MAX_URL_FILTER_LINES = 1_000;
export const MAX_URL_FILTER_LENGTH = 2_000;

export const urlFilterMessages = {
  notUrl: (line: string) => `${line} is not a URL: each line must start with http:// or https://`,
  tooMany: `At most ${MAX_URL_FILTER_LINES.toLocaleString('en')} URLs can be filtered by at once.`,
  unmatched: (count: number) =>
    count === 1 ? '1 URL matched no document:' : `${count.toLocaleString('en')} URLs matched no document:`,
} as const;

export const isHttpUrl = (text: string): boolean => /^https?:\/\/\S+$/i.test(text.trim());

/** The dialog's text as URLs (trimmed, blanks and repeats dropped) with the first message of a rule it breaks. */
export function parseUrlFilter(text: string): { urls: string[]; error?: string } {
  const urls = [
    ...new Set(
      text
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
  const bad = urls.find((url) => !isHttpUrl(url) || url.length > MAX_URL_FILTER_LENGTH);
  if (bad !== undefined) return { urls, error: urlFilterMessages.notUrl(bad.slice(0, 200)) };
  if (urls.length > MAX_URL_FILTER_LINES) return { urls, error: urlFilterMessages.tooMany };
  return { urls };
}

/** The form two addresses of one page share: host lower-cased without www., no scheme, fragment or trailing slash, sorted query. */
export function comparableUrl(raw: string): string {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    return text.toLowerCase();
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port && url.port !== '80' && url.port !== '443' ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  const params = [...url.searchParams.entries()].sort(([a, av], [b, bv]) =>
    a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1,
  );
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${host}${port}${path}${query}`;
}
