/** The list fields' text rules (doc 2 §5) and the YYYY-MM-DD date of the Researchers page. */

/** List fields (doc 2 §5): split on newlines, trimmed, blanks dropped. */
export const splitLines = (text: string): string[] => cleanLines(text.split(/\r\n|\r|\n/));
export const cleanLines = (lines: readonly string[]): string[] =>
  lines.map((line) => line.trim()).filter((line) => line !== '');
export function uniqueIgnoringCase(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const line of lines) {
    if (seen.has(line.toLowerCase())) continue;
    seen.add(line.toLowerCase());
    unique.push(line);
  }
  return unique;
}

/** A calendar date written YYYY-MM-DD (the Researchers page's "Starting from"). */
export function isValidDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
