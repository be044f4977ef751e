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
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b\u2060\ufeff\ufffd\u25af\ue000-\uf8ff]/gu;

/** A tag: "<" then a letter or "/" — so "p < 0.05" and "a<b" (no closing ">") stay as written. */
const TAG = /<\/?[a-z][\w:.-]*(?:\s[^<>]*)?\/?>/gi;
/** Tags that end a block: they become a space, so words on either side do not run together. */
const BLOCK_TAG = /<\/?(?:jats:)?(?:p|sec|title|list-item|list|br|div|li|ul|ol|h\d|tr|td|table)\b[^<>]*>/gi;

/** Characters, tags and entities aside, white space collapsed: the cleaning every field gets. */
export function cleanText(value: string): string {
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
/** Where a landing page's own abstract starts. */
const ABSTRACT_LABEL = /\bAbstract\s*:\s*/g;
/** Where a landing page's abstract ends: the links below it. */
const PAGE_TAIL = /\s*(?:Previous (?:book|paper|article|chapter)\s*Next (?:book|paper|article|chapter)|Figures\s*references\s*Recommended).*$/is;
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
  const chrome = text.match(PAGE_CHROME)?.length ?? 0;
  if (chrome >= 2) {
    const labels = [...text.matchAll(ABSTRACT_LABEL)];
    const last = labels.at(-1);
    text = last ? text.slice(last.index + last[0].length) : '';
  }
  text = text.replace(PAGE_TAIL, '').replace(LEADING_LABEL, '').replace(DROP_CAPITAL, '$1$2');
  return text.trim();
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
  const rawAffiliation = author.rawAffiliation === undefined ? undefined : cleanAffiliation(author.rawAffiliation) || undefined;
  const affiliations = author.affiliations.map((affiliation) => ({ ...affiliation, name: cleanAffiliation(affiliation.name) }));
  const changedAffiliations = affiliations.some((affiliation, index) => affiliation.name !== author.affiliations[index]!.name);
  if (name === author.name && rawAffiliation === author.rawAffiliation && !changedAffiliations) return author;
  (raw.authors ??= []).push({
    position: author.position,
    ...(name !== author.name && { name: author.name }),
    ...(rawAffiliation !== author.rawAffiliation && { rawAffiliation: author.rawAffiliation }),
    ...(changedAffiliations && { affiliations: author.affiliations.map((affiliation) => affiliation.name) }),
  });
  const cleaned: NormalizedAuthor = { ...author, name, affiliations: affiliations.filter((affiliation) => affiliation.name) };
  if (rawAffiliation === undefined) delete cleaned.rawAffiliation;
  else cleaned.rawAffiliation = rawAffiliation;
  return cleaned;
}

/** A harvested record with every field cleaned, and the raw values of those the cleaning changed (undefined when none). */
export function cleanRecord(doc: NormalizedDocument): { doc: NormalizedDocument; raw: RawValues | undefined } {
  const raw: RawValues = {};
  const cleaned: NormalizedDocument = { ...doc, authors: doc.authors.map((author) => cleanAuthor(author, raw)) };
  const field = (key: 'title' | 'abstract' | 'journal' | 'publisher', clean: (value: string) => string) => {
    const value = doc[key];
    if (value === undefined) return;
    const clear = clean(value);
    if (clear === value) return;
    raw[key] = value;
    if (key === 'title' || key === 'abstract') cleaned[key] = clear;
    else if (clear) cleaned[key] = clear;
    else delete cleaned[key];
  };
  field('title', cleanTitle);
  field('abstract', cleanAbstract);
  field('journal', cleanJournal);
  field('publisher', cleanPublisher);
  return Object.keys(raw).length > 0 ? { doc: cleaned, raw } : { doc, raw: undefined };
}
