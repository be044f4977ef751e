import type { WorkspaceDocument } from '@quarry/contract';
import { SURNAME_PARTICLES } from '../../../../text/person-names.js';

/** A document as an export writes it: with the exclusion reason of its Irrelevant vote, when one was given. */
export type ExportedDocument = WorkspaceDocument & { exclusionReason?: string };

/** A person's name split the way citation formats want it. */
export interface SplitName {
  family: string;
  given?: string;
}

/** A date as far as it is known: [year], [year, month] or [year, month, day]. */
export type DateParts = [number] | [number, number] | [number, number, number];

/** "Ludwig van Beethoven" → family "van Beethoven", given "Ludwig"; "Plato" → family "Plato". */
export function splitName(name: string): SplitName {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { family: words[0] ?? '' };
  let start = words.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(words[start - 1]!)) start--;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}

/** "Family, Given" (RIS AU, BibTeX author): every reader turns it around the same way. */
export const invertedName = ({ family, given }: SplitName): string => (given ? `${family}, ${given}` : family);

/** The document's date to the precision it is known; a date of unknown precision is taken as exact. */
export function dateParts(document: Pick<WorkspaceDocument, 'date' | 'datePrecision'>): DateParts | undefined {
  const match = document.date?.match(/^(\d{4})(?:-(\d\d))?(?:-(\d\d))?/);
  if (!match) return undefined;
  const [year, month, day] = [match[1], match[2], match[3]].map((part) => (part ? Number(part) : undefined));
  if (document.datePrecision === 'Year' || !month) return [year!];
  if (document.datePrecision === 'MonthYear' || !day) return [year!, month];
  return [year!, month, day];
}

/** Quarry's publication types (Crossref's names) and document types, as each format names them. */
export function crossrefType(document: Pick<WorkspaceDocument, 'type' | 'publicationType'>): string {
  if (document.publicationType) return document.publicationType;
  const byDocumentType: Record<string, string> = {
    Article: 'journal-article',
    Book: 'book',
    'Book Chapter': 'book-chapter',
    'Web Page': 'webpage',
  };
  return byDocumentType[document.type] ?? 'other';
}

/** "12" and "19" → "12-19"; a first page alone is the page. */
export function pageRange(document: Pick<WorkspaceDocument, 'firstPage' | 'lastPage'>, dash = '-'): string | undefined {
  if (!document.firstPage) return undefined;
  return document.lastPage ? `${document.firstPage}${dash}${document.lastPage}` : document.firstPage;
}
