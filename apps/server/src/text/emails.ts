/** A plain address: local part, @, a domain with at least one dot and a 2+ letter top-level domain. */
const EMAIL = /[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}/gu;
/** "jane [at] example [dot] org", "jane (at) example.org", "jane at example dot org" with brackets. */
const AT =
  /\s*(?:\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\}|<\s*at\s*>|\s+at\s+(?=[\p{L}\p{N}-]+\s*(?:\[|\(|\{|<)\s*dot))\s*/giu;
const DOT = /\s*(?:\[\s*dot\s*\]|\(\s*dot\s*\)|\{\s*dot\s*\}|<\s*dot\s*>)\s*/giu;

/** Undoes the usual hiding of addresses from robots: " [at] ", " (at) ", " [dot] ". */
export function deobfuscateEmails(text: string): string {
  if (!/at|dot/i.test(text)) return text;
  return text.replace(AT, '@').replace(DOT, '.');
}

/** A cheap test that lets the common case (no address at all) skip the expensive patterns. */
const MAYBE_OBFUSCATED = /[[({<]\s*at\s*[\])}>]|\bat\s+[\p{L}\p{N}-]+\s*[[({<]\s*dot/iu;

/** E-mail addresses in a text, lower-cased, without repeats, in order of appearance. */
export function findEmails(text: string): string[] {
  const plain = text.includes('@') ? text : MAYBE_OBFUSCATED.test(text) ? deobfuscateEmails(text) : undefined;
  if (plain === undefined || !plain.includes('@')) return [];
  const found = new Set<string>();
  for (const match of (plain === text ? deobfuscateEmails(text) : plain).matchAll(EMAIL)) {
    const address = match[0]
      .replace(/^[._%+-]+/, '')
      .replace(/\.+$/, '')
      .toLowerCase();
    const [local, domain] = address.split('@');
    if (local && domain && local.length <= 64 && !/\.(png|jpe?g|gif|webp|svg)$/.test(domain)) found.add(address);
  }
  return [...found];
}
