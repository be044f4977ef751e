/** The non-empty lines of a text, each trimmed (e.g. a server's error body with one message per line). */
export const textLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
