import { routePath } from './routes';

/** Name of the sign-in query parameter that holds where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** The sign-in address that comes back to `targetPath` (path, search and hash of a same-origin page). */
export function signInPathFor(targetPath: string): string {
  return `${routePath.signIn}?${REDIRECT_PARAM}=${encodeURIComponent(targetPath)}`;
}

/**
 * Where to go after sign-in: the redirect target when it is a path on this site, otherwise "/".
 * Absolute URLs, protocol-relative ("//host") and backslash tricks ("/\\host") are refused, so a crafted
 * link cannot send a freshly signed-in user to another site.
 */
export function safeRedirectTarget(raw: string | null | undefined, origin = 'http://quarry.invalid'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return routePath.home;
  if (hasControlCharacter(raw)) return routePath.home;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== new URL(origin).origin) return routePath.home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return routePath.home;
  }
}

/** URL parsing drops tabs and newlines ("/\t/evil" becomes "//evil"): refuse any control character up front. */
function hasControlCharacter(text: string): boolean {
  return Array.from(text).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}
