/**
 * The publication titles of a CV's text (doc 3 §3 cluster report). A CV lists its works one an entry, often as
 * "Authors (year). Title. Journal, vol, pages", numbered or bulleted, an entry wrapping over several lines; a heading
 * naming patents makes the entries after it patents, until the next heading. Pure.
 */

export interface CvTitle {
  title: string;
  patent: boolean;
}

const YEAR = /\b(19|20)\d{2}\b/;
const AUTHOR_YEAR = /^(.{2,400}?)\(\s*((19|20)\d{2}[a-z]?|in press|forthcoming|submitted)\s*\)[.,:]?\s*/i;
const NUMBERED = /^(\[\d{1,3}\]|\(?\d{1,3}[.)](?!\d)|[•▪◦●■*–—-])\s*/;
const PUBLICATION_HEADING =
  /publication|article|paper|patent|book|chapter|proceeding|conference|journal|manuscript|preprint|works|reviews?\b/i;
const OTHER_HEADING =
  /education|experience|employment|position|award|honou?r|grant|funding|teaching|skill|language|contact|reference|service|membership|training|degree|supervision|interest|address/i;
const TITLE_END = /[.?!](?=\s|$)/g;
const MIN_TITLE_WORDS = 3;
const MIN_TITLE_CHARS = 12;

/**
 * A line that names a section rather than listing a work: short, no sentence, no year, no numbering. Right after an
 * entry's line (no blank line between) only a line in capitals, ending with ':' or naming works is one: a title's
 * wrapped end ("Portugal") is not.
 */
function isHeading(line: string, afterEntryLine: string | undefined): boolean {
  if (line.length > 60 || YEAR.test(line) || NUMBERED.test(line) || /[.,;]$/.test(line)) return false;
  const words = line.split(/\s+/);
  if (words.length > 6) return false;
  const letters = line.replace(/[^\p{L}]/gu, '');
  if ((letters.length > 1 && letters === letters.toUpperCase()) || line.endsWith(':')) return true;
  if (afterEntryLine !== undefined) {
    return words.length <= 3 && PUBLICATION_HEADING.test(line) && /[.)]$/.test(afterEntryLine);
  }
  return PUBLICATION_HEADING.test(line) || (/^\p{Lu}/u.test(line) && words.length <= 3);
}

/** "Authors (year)" at the text's start: the match, when what comes before the year is an author list. */
function authorYearOf(text: string): RegExpExecArray | undefined {
  const match = AUTHOR_YEAR.exec(text.slice(0, 450));
  return match && looksLikeAuthors(match[1]!) ? match : undefined;
}

/**
 * Where a new entry begins: a numbered or bulleted line, "Authors (year)" at the line's start, or a line with a year
 * after an entry that had its year and ended ("Title, US Patent 123 (2016)" one a line).
 */
const startsEntry = (line: string, entry: string[]) =>
  NUMBERED.test(line) ||
  authorYearOf(line) !== undefined ||
  (YEAR.test(line) && /[.)\d]$/.test(entry.at(-1)!) && YEAR.test(entry.join(' ')));

/** Joins an entry's lines: a word hyphenated at a line's end is one word again. */
const joinLines = (lines: string[]) =>
  lines.reduce((text, line) =>
    /\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line) ? text.slice(0, -1) + line : `${text} ${line}`,
  );

/** Author lists: names, initials, commas and "and", no sentence of words. */
function looksLikeAuthors(segment: string): boolean {
  const words = segment.split(/[\s,;&]+/).filter((word) => word !== '' && !/^(and|et|al\.?)$/i.test(word));
  if (words.length === 0) return false;
  const nameLike = words.filter((word) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(word));
  return (segment.includes(',') || /\s(and|&)\s/.test(segment)) && nameLike.length >= words.length * 0.8;
}

/** The first sentence of text (a title ends at a full stop, question or exclamation mark followed by a space or the end). */
function firstSentence(text: string): string {
  TITLE_END.lastIndex = 0;
  for (let match = TITLE_END.exec(text); match; match = TITLE_END.exec(text)) {
    const end = match.index;
    // an initial ("J. Smith") or a short abbreviation ("vs.", "e.g.") does not end a title
    const word = text.slice(0, end).split(/\s/).pop() ?? '';
    if (text[end] === '.' && (word.length <= 1 || /^(vs|e\.g|i\.e|etc|no|vol|al)$/i.test(word))) continue;
    return text.slice(0, end + (text[end] === '.' ? 0 : 1)).trim();
  }
  return text.trim();
}

const unquoted = (title: string) => title.replace(/^["“”'‘’«]+|["“”'‘’»,]+$/g, '').trim();

/** The title of one entry (its numbering removed), or undefined when it holds none. */
export function titleOfEntry(entry: string, patent: boolean): string | undefined {
  const text = entry.replace(NUMBERED, '').trim();
  const quoted = /["“«]([^"”»]{12,400})["”»]/.exec(text);
  if (quoted) return quoted[1]!.replace(/[,.]$/, '').trim();
  const authorYear = authorYearOf(text);
  if (authorYear) return firstSentence(text.slice(authorYear[0].length));
  if (patent) return firstSentence(text.split(/,?\s*\b(US|EP|WO|JP|CN|U\.S\.)?\s*pat(ent)?\b/i)[0]!);
  // "Authors. Title. Journal (year)": the title is the sentence after the authors'
  const sentences = text.split(/(?<=[.?!])\s+/);
  let authors = 0;
  while (authors < sentences.length - 1 && looksLikeAuthors(sentences.slice(0, authors + 1).join(' '))) authors++;
  return firstSentence(sentences.slice(authors).join(' '));
}

const isTitle = (title: string | undefined): title is string =>
  title !== undefined &&
  title.length >= MIN_TITLE_CHARS &&
  title.split(/\s+/).length >= MIN_TITLE_WORDS &&
  !looksLikeAuthors(title);

/** The publication titles of a CV's text, in order, each marked a patent when listed under a patents heading. */
export function extractCvTitles(text: string): CvTitle[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  // listed: under a heading naming works; unlisted: under one naming something else (education, awards …)
  type Listing = 'listed' | 'unlisted' | 'unknown';
  const entries: Array<{ lines: string[]; patent: boolean; listing: Listing }> = [];
  let section: { patent: boolean; listing: Listing } = { patent: false, listing: 'unknown' };
  let current: (typeof entries)[number] | undefined;
  for (const line of lines) {
    if (line === '') {
      current = undefined;
      continue;
    }
    if (isHeading(line, current?.lines.at(-1))) {
      const listing = PUBLICATION_HEADING.test(line) ? 'listed' : OTHER_HEADING.test(line) ? 'unlisted' : 'unknown';
      section = { patent: /patent/i.test(line), listing };
      current = undefined;
      continue;
    }
    if (!current || startsEntry(line, current.lines)) {
      current = { lines: [], ...section };
      entries.push(current);
    }
    current.lines.push(line);
  }
  return entries.flatMap(({ lines: entryLines, patent, listing }) => {
    const entry = joinLines(entryLines);
    // outside a heading naming works only an entry with a year is one (not an address)
    if (listing === 'unlisted' || (listing === 'unknown' && !YEAR.test(entry))) return [];
    const title = titleOfEntry(entry, patent);
    return isTitle(title) ? [{ title: unquoted(title), patent }] : [];
  });
}
