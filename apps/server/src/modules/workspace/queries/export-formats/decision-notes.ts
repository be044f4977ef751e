import type { ExportedDocument } from './export-record.js';

type Decided = Pick<ExportedDocument, 'relevancy' | 'labels' | 'note' | 'exclusionReason'>;

/** The reviewer's name in Rayyan's inclusion map. */
export const RAYYAN_REVIEWER = 'Quarry';

/** ASReview's RIS note for a vote (asreview/io/ris.py ASREVIEW_PARSE_DICT); none for a document not voted on. */
export function asreviewMarker(document: Decided): string | undefined {
  if (document.relevancy === 'Relevant') return 'ASReview_relevant';
  if (document.relevancy === 'Irrelevant') return 'ASReview_irrelevant';
  return undefined;
}

/**
 * Rayyan's note for the vote, labels and exclusion reason, as Rayyan writes them into notes:
 * `RAYYAN-INCLUSION: {"Quarry"=>"Excluded"} | RAYYAN-LABELS: a,b | RAYYAN-EXCLUSION-REASONS: wrong population` (each
 * part only when there is something to say). Rayyan separates labels and reasons with commas, so a comma inside one
 * becomes a space.
 */
export function rayyanNote(document: Decided): string | undefined {
  const parts: string[] = [];
  if (document.relevancy !== 'Neutral') {
    const decision = document.relevancy === 'Relevant' ? 'Included' : 'Excluded';
    parts.push(`RAYYAN-INCLUSION: {"${RAYYAN_REVIEWER}"=>"${decision}"}`);
  }
  const labels = document.labels.map((label) => label.replace(/,/g, ' ').trim()).filter(Boolean);
  if (labels.length > 0) parts.push(`RAYYAN-LABELS: ${labels.join(',')}`);
  const reason = document.exclusionReason?.replace(/,/g, ' ').trim();
  if (reason) parts.push(`RAYYAN-EXCLUSION-REASONS: ${reason}`);
  return parts.length > 0 ? parts.join(' | ') : undefined;
}

/** The user's note, if any. */
const userNote = (document: Decided): string | undefined => document.note?.trim() || undefined;

/** The notes of a format with a note per line (RIS N1): the user's note, ASReview's marker, Rayyan's note. */
export function decisionNotes(document: Decided): string[] {
  return [userNote(document), asreviewMarker(document), rayyanNote(document)].filter(
    (note): note is string => note !== undefined,
  );
}

/**
 * The one note of a format with a single note field (BibTeX note, CSL-JSON note): the same notes joined by " | ",
 * the user's first so that Rayyan's parts, which run to the end of the text, are last.
 */
export function decisionNote(document: Decided): string | undefined {
  const notes = decisionNotes(document);
  return notes.length > 0 ? notes.join(' | ') : undefined;
}
