import { collapseWhitespace, decodeEntities } from '../connectors/clean-text.js';
import type { NormalizedAuthor, NormalizedDocument } from '../document.js';

/**
 * One cleaning function per field of a harvested record, for what sources leave in their metadata: control and
 * private-use characters ("\u0098The \u009cLancet", shown as "▯The ▯Lancet"), HTML and XML remnants ("<i>b</i>",
 * "<org_name>…</org_name>", "&amp;"), runs of white space, and abstracts that are a publisher's web page rather than
 * an abstract ("No AccessPolicy Research Working Papers21 Jun 2013…Abstract:…", a cookie banner, "Journal Article …
 * Get access"). The ingest keeps the raw value of every field a cleaning changed.
 */

/**
 * C0 and C1 control characters (tab and line breaks become spaces first), private-use characters, the "missing
 * glyph" box some sources store, the replacement character, zero-width spaces, soft hyphens and byte-order marks.
 * Zero-width joiners stay: Persian, Indic and emoji spellings need them.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b\u2060\ufeff\ufffd\u25af\ue000-\uf8ff]/gu;

/** A tag: "<" then a letter or "/" — so "p < 0.05" and "a<b" (no closing ">") stay as written. */
const TAG = /<\/?[a-z][\w:.-]*(?:\s[^<>]*)?\/?>/gi;
/** Tags that end a block: they become a space, so words on either side do not run together. */
const BLOCK_TAG = /<\/?(?:jats:)?(?:p|sec|title|list-item|list|br|div|li|ul|ol|h\d|tr|td|table)\b[^<>]*>/gi;

/**
 * Anything cleanText would change: the characters above, tags and entities, and white space other than single
 * spaces between words. Most values have none and are given back as they are: the ingest cleans every field of
 * every record, so this one test is what most of them cost.
 */
const SUSPECT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u00a0\u00ad\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u2060\u3000\ufeff\ufffd\u25af\ue000-\uf8ff<&]| {2}|^ | $/;

/** Characters, tags and entities aside, white space collapsed: the cleaning every field gets. */
export function cleanText(value: string): string {
  if (!SUSPECT.test(value)) return value;
  let text = value.replace(/[\t\n\r]/g, ' ').replace(INVISIBLE, '');
  if (text.includes('<')) text = text.replace(BLOCK_TAG, ' ').replace(TAG, '');
  return collapseWhitespace(decodeEntities(text)).replace(INVISIBLE, '');
}

export const cleanTitle = cleanText;
export const cleanJournal = cleanText;
export const cleanPublisher = cleanText;
export const cleanAuthorName = cleanText;
export const cleanAffiliation = cleanText;

/** Words of a publisher's landing page (access badges, citation tools, author search links, cookie banners). */
const PAGE_CHROME =
  /No Access|Get access|Add to favorites|Download Citations|Track Citations|Search for other works by this author|Oxford Academic Google Scholar|Cookie Policy|Purchase Options|Sign In|Access through your institution/g;
/** Cheap tests first: a text with none of these has none of PAGE_CHROME. */
const CHROME_HINTS = [
  'ccess',
  'favorites',
  'Citations',
  'Search for',
  'Oxford Academic',
  'Cookie',
  'Purchase',
  'Sign In',
];
/** Where a landing page's own abstract starts. */
const ABSTRACT_LABEL = /\bAbstract\s*:\s*/g;
/** Where a landing page's abstract ends: the links below it. */
const PAGE_TAIL =
  /\s*(?:Previous (?:book|paper|article|chapter)\s*Next (?:book|paper|article|chapter)|Figures\s*references\s*Recommended).*$/is;
/** A heading word before the abstract itself: "Abstract The test…", "SUMMARY Besides…", "Abstract: I reviewed…" (spelled out: under the i flag \p{Lu} would match lower case too). */
const LEADING_LABEL = /^(?:Abstract|ABSTRACT|Summary|SUMMARY)(?:\s*[:.—–-]\s*|\s+(?=\p{Lu}))/u;
/** A drop capital set apart from its word ("H uman impacts…"); A and I are words of their own. */
const DROP_CAPITAL = /^([B-HJ-Z]) (\p{Ll}{2,})/u;

/**
 * The abstract without a publisher page around it: when the text has two or more marks of a landing page, only what
 * follows its "Abstract:" is kept (nothing when there is none), up to the links below it; then a leading
 * "Abstract" or "Summary" heading goes, and a drop capital joins its word.
 */
export function cleanAbstract(value: string): string {
  let text = cleanText(value);
  const mayBePage = CHROME_HINTS.some((hint) => text.includes(hint));
  if (mayBePage && (text.match(PAGE_CHROME)?.length ?? 0) >= 2) {
    const labels = [...text.matchAll(ABSTRACT_LABEL)];
    const last = labels.at(-1);
    text = last ? text.slice(last.index + last[0].length) : '';
  }
  if (text.includes('Previous ') || text.includes('Figures')) text = text.replace(PAGE_TAIL, '');
  if (/^[A-Z] |^Abstract|^ABSTRACT|^Summary|^SUMMARY/.test(text))
    text = text.replace(LEADING_LABEL, '').replace(DROP_CAPITAL, '$1$2');
  return text === value ? value : text.trim();
}

/** The values a cleaning changed, as harvested (documents.raw): shown nowhere, kept so nothing is lost. */
export interface RawValues {
  title?: string;
  abstract?: string;
  journal?: string;
  publisher?: string;
  authors?: Array<{ position: number; name?: string; rawAffiliation?: string; affiliations?: string[] }>;
}

function cleanAuthor(author: NormalizedAuthor, raw: RawValues): NormalizedAuthor {
  const name = cleanAuthorName(author.name);
  const changedAffiliations = author.affiliations.some(
    (affiliation) => cleanAffiliation(affiliation.name) !== affiliation.name,
  );
  // the printed affiliation is often the one affiliation's name, just checked
  const sameAsChecked =
    !changedAffiliations && author.affiliations.length === 1 && author.rawAffiliation === author.affiliations[0]!.name;
  const rawAffiliation =
    author.rawAffiliation === undefined || sameAsChecked
      ? author.rawAffiliation
      : cleanAffiliation(author.rawAffiliation) || undefined;
  if (name === author.name && rawAffiliation === author.rawAffiliation && !changedAffiliations) return author;
  (raw.authors ??= []).push({
    position: author.position,
    ...(name !== author.name && { name: author.name }),
    ...(rawAffiliation !== author.rawAffiliation && { rawAffiliation: author.rawAffiliation }),
    ...(changedAffiliations && { affiliations: author.affiliations.map((affiliation) => affiliation.name) }),
  });
  const affiliations = author.affiliations
    .map((affiliation) => ({ ...affiliation, name: cleanAffiliation(affiliation.name) }))
    .filter((affiliation) => affiliation.name);
  const cleaned: NormalizedAuthor = { ...author, name, affiliations };
  if (rawAffiliation === undefined) delete cleaned.rawAffiliation;
  else cleaned.rawAffiliation = rawAffiliation;
  return cleaned;
}

/** A harvested record with every field cleaned, and the raw values of those the cleaning changed (undefined when none). */
export function cleanRecord(doc: NormalizedDocument): { doc: NormalizedDocument; raw: RawValues | undefined } {
  const raw: RawValues = {};
  let authors: NormalizedAuthor[] | undefined;
  doc.authors.forEach((author, index) => {
    const cleaned = cleanAuthor(author, raw);
    if (cleaned !== author) (authors ??= [...doc.authors])[index] = cleaned;
  });
  const fields: Partial<Pick<NormalizedDocument, 'title' | 'abstract' | 'journal' | 'publisher'>> = {};
  const field = (key: 'title' | 'abstract' | 'journal' | 'publisher', clean: (value: string) => string) => {
    const value = doc[key];
    if (value === undefined) return;
    const clear = clean(value);
    if (clear === value) return;
    raw[key] = value;
    fields[key] = clear || (key === 'title' || key === 'abstract' ? '' : undefined);
  };
  field('title', cleanTitle);
  field('abstract', cleanAbstract);
  field('journal', cleanJournal);
  field('publisher', cleanPublisher);
  if (Object.keys(raw).length === 0) return { doc, raw: undefined };
  const cleaned: NormalizedDocument = { ...doc, ...fields, authors: authors ?? doc.authors };
  if (cleaned.journal === undefined) delete cleaned.journal;
  if (cleaned.publisher === undefined) delete cleaned.publisher;
  return { doc: cleaned, raw };
}
