/** One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The file name of a dictionary: characters no file name may hold on common systems (and control ones) as _. */
const fileNameOf = (name: string) => {
  const safe = [...name].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  return `${safe.trim() || 'dictionary'}.csv`;
};

/**
 * A dictionary as a CSV file (GET /api/lexeme/{id}): one word per row, CRLF line ends, a UTF-8 byte order mark so
 * spreadsheet programs read accented words right; the file is named after the dictionary.
 */
export function dictionaryCsv(name: string, words: readonly string[]): { fileName: string; content: string } {
  return { fileName: fileNameOf(name), content: `\uFEFF${words.map((word) => `${csvCell(word)}\r\n`).join('')}` };
}
