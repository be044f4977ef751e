/**
 * The lines of a text without splitting it all at once (a 20 MB file would make a million strings up front). Every
 * line ending is a break: CRLF, LF and a lone CR (IEEE Xplore separates records with "\r\n\n\r").
 */
export function* lines(text: string): Generator<string> {
  const lineBreak = /\r\n?|\n/g;
  let start = 0;
  for (let found = lineBreak.exec(text); found; found = lineBreak.exec(text)) {
    yield text.slice(start, found.index);
    start = lineBreak.lastIndex;
  }
  if (start < text.length) yield text.slice(start);
}
