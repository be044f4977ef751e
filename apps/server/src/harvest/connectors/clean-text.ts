const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

/** Decodes the character references sources leave in titles and abstracts ("&amp;", "&#8211;", "&#x2013;"). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Collapses every run of white space (line breaks included) to one space and trims. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

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
