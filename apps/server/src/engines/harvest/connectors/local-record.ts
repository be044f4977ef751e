import { languageCode } from '../../../text/language-codes.js';
import { toFirstLast } from '../../../text/person-names.js';
import type { ImportedDecisions, NormalizedDocument, RecordIdentifiers } from '../document.js';
import { collapseWhitespace, plainText } from './clean-text.js';
import { decisionsFromNotes } from './decision-notes.js';
import type { PartialDate } from './dates.js';
import { normalizeDoi } from './identifiers.js';
import { compact } from './json-read.js';
import { documentTypeOf } from './publication-types.js';

/** A bibliographic record as the file formats (RIS, BibTeX, CSL-JSON) give it, before normalization. */
export interface FlatRecord {
  /** The format's own id of the record (RIS ID, BibTeX key, CSL id). */
  id?: string;
  /** A Crossref/CSL-style type name: journal-article, book, book-chapter, webpage… */
  type?: string;
  title?: string;
  abstract?: string;
  /** Names as printed; "Family, Given" is turned around. */
  authors: string[];
  date?: PartialDate;
  journal?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  /** "12-34", "12–34", "e1234". */
  pages?: string;
  doi?: string;
  url?: string;
  fullTextUrl?: string;
  keywords: string[];
  language?: string;
  /** PubMed, PMC or arXiv ids the file gives (CSL-JSON PMID / PMCID, BibTeX pmid / pmcid / an arXiv eprint). */
  identifiers?: RecordIdentifiers;
  /** How the format names the record in a message: "line 12", "PMID 31452104", "UT WOS:000123". */
  reference?: string;
  /** The vote, labels and notes the exporting tool recorded. */
  decisions?: ImportedDecisions;
}

/** What parsing one file gave: the documents, and one message per record that could not be read. */
export interface ParsedRecords {
  documents: NormalizedDocument[];
  /** "record 3: no title" — 1-based record numbers in file order, or the format's own reference ("line 12: no title"). */
  errors: string[];
}

export const recordError = (index: number, message: string, reference?: string) =>
  `${reference ?? `record ${index + 1}`}: ${message}`;

function splitPages(pages: string | undefined): { firstPage?: string; lastPage?: string } {
  if (!pages) return {};
  const [first, last] = pages.split(/\s*(?:--?|–|—)\s*/);
  return { firstPage: first?.trim() || undefined, lastPage: last?.trim() || undefined };
}

function nonEmpty(identifiers: RecordIdentifiers | undefined): RecordIdentifiers | undefined {
  const known = identifiers && compact({ ...identifiers });
  return known && Object.keys(known).length > 0 ? known : undefined;
}

/** The record as a NormalizedDocument, or the reason it cannot be one. */
export function documentFromRecord(record: FlatRecord, fileName: string): NormalizedDocument | string {
  const title = plainText(record.title);
  if (!title) return 'no title';
  const authors = record.authors
    .map((name) => collapseWhitespace(toFirstLast(name)))
    .filter((name) => name !== '')
    .map((name, position) => ({ name, position, affiliations: [] }));
  return compact<NormalizedDocument>({
    type: documentTypeOf(record.type),
    title,
    abstract: plainText(record.abstract),
    doi: normalizeDoi(record.doi),
    journal: record.journal ? collapseWhitespace(record.journal) : undefined,
    publisher: record.publisher ? collapseWhitespace(record.publisher) : undefined,
    volume: record.volume?.trim() || undefined,
    issue: record.issue?.trim() || undefined,
    ...splitPages(record.pages),
    date: record.date?.date,
    datePrecision: record.date?.datePrecision,
    publicationType: record.type,
    language: languageCode(record.language),
    harvesterType: 'GENERIC',
    url: record.url?.trim() || undefined,
    fullTextUrl: record.fullTextUrl?.trim() || undefined,
    authors,
    concepts: [],
    keywords: [...new Set(record.keywords.map(collapseWhitespace).filter(Boolean))],
    provenance: compact({
      source: 'local-file' as const,
      query: fileName,
      sourceId: record.id,
      identifiers: nonEmpty(record.identifiers),
    }),
    decisions: decisionsOf(record.decisions),
    reference: record.reference,
  });
}

/**
 * The record's decisions with the screening tools' markers read out of its notes (decision-notes.ts): a vote the
 * format gave directly (an ASReview included column) comes first, a vote of the notes fills in when it gave none.
 */
function decisionsOf(given: ImportedDecisions | undefined): ImportedDecisions | undefined {
  if (!given) return undefined;
  const read = decisionsFromNotes(given.notes ?? [], given.labels ?? []);
  const vote = given.vote ?? read?.vote;
  return read || vote ? compact<ImportedDecisions>({ ...read, vote }) : undefined;
}

/**
 * Each record as a document, or as its error line in file order: named as its format names it when it says
 * ("PMID 31452104: no title"), else by its number ("record 3: no title").
 */
export function* documentsOf(
  records: Iterable<FlatRecord | string>,
  fileName: string,
): Generator<NormalizedDocument | string> {
  let index = 0;
  for (const record of records) {
    const document = typeof record === 'string' ? record : documentFromRecord(record, fileName);
    const reference = typeof record === 'string' ? undefined : record.reference;
    yield typeof document === 'string' ? recordError(index, document, reference) : document;
    index++;
  }
}

/** Collects documents and per-record errors from records in file order. */
export function collectRecords(records: Iterable<FlatRecord | string>, fileName: string): ParsedRecords {
  const result: ParsedRecords = { documents: [], errors: [] };
  for (const item of documentsOf(records, fileName)) {
    if (typeof item === 'string') result.errors.push(item);
    else result.documents.push(item);
  }
  return result;
}
