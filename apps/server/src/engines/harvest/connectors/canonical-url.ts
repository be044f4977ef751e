/** Query parameters that only say how a visitor arrived; two URLs differing in them are the same page. */
const TRACKING =
  /^(utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|mc_cid|mc_eid|_ga|_gl|igshid|ref_src|spm|_hsenc|_hsmi|mkt_tok|oly_enc_id|oly_anon_id|vero_id|trk|si)$/i;

/**
 * The URL with which two fetches of one page compare equal: no fragment, no tracking parameters, lower-case host,
 * no default port, remaining parameters sorted. Undefined for anything that is not an http(s) URL.
 */
export function normalizePageUrl(text: string, base?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  const kept = [...url.searchParams].filter(([name]) => !TRACKING.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = kept.length > 0 ? new URLSearchParams(kept).toString() : '';
  return url.href;
}

/** The page's declared <link rel=canonical> when it is a usable http(s) URL, else the normalized final URL. */
export function canonicalPageUrl(finalUrl: string, declared: string | undefined): string {
  const normalizedFinal = normalizePageUrl(finalUrl) ?? finalUrl;
  const fromPage = declared ? normalizePageUrl(declared.trim(), finalUrl) : undefined;
  return fromPage ?? normalizedFinal;
}

/** "www.example.org" and "example.org" are one site. */
export const siteHost = (url: URL): string => url.hostname.toLowerCase().replace(/^www\./, '');

/**
 * The one rule for "the same page": the normalized URL (normalizePageUrl) on its site host (no "www.") and without
 * a trailing slash on the path. Dedupe keys compare it, and the site crawler fetches a page of one identity once.
 * Undefined for anything that is not an http(s) URL. Not for fetching: a server may answer only with "www.".
 */
export function pageIdentity(text: string, base?: string): string | undefined {
  const normalized = normalizePageUrl(text.trim(), base);
  if (!normalized) return undefined;
  const url = new URL(normalized);
  url.hostname = siteHost(url);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.slice(0, -1);
  return url.href;
}
