/** The first link in the text whose path is `pathname` (e.g. "/register"), as an absolute URL. */
export function linkIn(text: string, pathname: string): URL {
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in the mail:\n${text}`);
}
