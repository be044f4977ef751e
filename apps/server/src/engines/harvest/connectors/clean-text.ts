import { decodeHTMLStrict } from 'entities';

/**
 * Decodes the character references sources leave in titles and abstracts ("&amp;", "&eacute;", "&#8211;",
 * "&#x2013;"): every named reference HTML knows, by the entities package; only with its semicolon, so a bare "&"
 * ("AT&T", "&copy 2020") stays as written.
 */
export const decodeEntities = (text: string): string => (text.includes('&') ? decodeHTMLStrict(text) : text);

/** White space the collapse would change: any but a single space between words. */
const UNCOLLAPSED = /[^\S ]| {2}|^ | $/;

/**
 * Collapses every run of white space (line breaks included) to one space and trims. Most texts have nothing to
 * collapse and are given back as they are: replacing every single space of an abstract by itself was a tenth of
 * reading and mining an import.
 */
export const collapseWhitespace = (text: string): string =>
  UNCOLLAPSED.test(text) ? text.replace(/\s+/g, ' ').trim() : text;

/**
 * Plain text from a title or abstract that may carry markup: JATS (<jats:p>, <jats:title>Abstract</jats:title>),
 * HTML (<i>, <sub>) or MathML. Block tags become spaces so words do not run together; inline tags vanish.
 */
export function plainText(text: string | undefined): string {
  if (!text) return '';
  if (!text.includes('<')) return collapseWhitespace(decodeEntities(text));
  const withoutHeading = text.replace(/^\s*<(jats:)?title>\s*(abstract|summary)\s*<\/(jats:)?title>/i, '');
  const blocks = withoutHeading.replace(/<\/?(jats:)?(p|sec|title|list-item|list|br|div|li|ul|ol|h\d)\b[^>]*>/gi, ' ');
  return collapseWhitespace(decodeEntities(blocks.replace(/<[^>]+>/g, '')));
}
