import type { ImportedDecisions } from '../document.js';
import { plainText } from './clean-text.js';

/**
 * The screening decisions that tools write into a record's notes (RIS N1, BibTeX note / annote, CSL-JSON note):
 *
 * - Rayyan: `RAYYAN-INCLUSION: {"Kofi"=>"Included", "Ama"=>"Maybe"} | RAYYAN-LABELS: ML,Hospital |
 *   RAYYAN-EXCLUSION-REASONS: wrong population | USER-NOTES: {"Kofi"=>["check later"]}`, in one note or several.
 * - ASReview (its RIS writer and reader, asreview/data/ris.py): a note `ASReview_relevant`, `ASReview_irrelevant` or
 *   `ASReview_not_seen`, alone or inside other text, and `asreview_<column>: <json>` notes for its own columns.
 *
 * The markers become a vote, labels and notes; what is left of a note is kept as a note. Rayyan's exclusion reasons
 * are kept as one note ("Exclusion reasons: …"): they say why, and labels stay the user's own tags.
 */

const ASREVIEW_VOTES: Record<string, ImportedDecisions['vote'] | null> = {
  asreview_relevant: 'RELEVANT',
  asreview_irrelevant: 'IRRELEVANT',
  asreview_not_seen: null,
};
const ASREVIEW_MARKER = /(?:^|(?<=[\s.,;:]))ASReview_(?:relevant|irrelevant|not_seen)\b[.,;]?/gi;
const ASREVIEW_COLUMN = /^asreview_([a-z_]+):\s*(.*)$/is;
const RAYYAN_SEGMENT = /(RAYYAN-INCLUSION|RAYYAN-LABELS|RAYYAN-EXCLUSION-REASONS|USER-NOTES):\s*/g;
const HASH_PAIR = /"((?:[^"\\]|\\.)*)"\s*=>\s*"((?:[^"\\]|\\.)*)"/g;
const QUOTED = /"((?:[^"\\]|\\.)*)"/g;

/** What one record's notes say, before the votes of its markers are put together. */
interface Gathered {
  votes: Array<'RELEVANT' | 'IRRELEVANT'>;
  labels: string[];
  notes: string[];
}

const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Rayyan's per-reviewer decisions: one vote when the reviewers who decided agree, else a note saying who said what. */
function rayyanInclusion(text: string, into: Gathered): void {
  const pairs = [...text.matchAll(HASH_PAIR)].map(([, name, decision]) => ({ name: name!, decision: decision! }));
  const decided = new Set(
    pairs.map((pair) => pair.decision.toLowerCase()).filter((value) => value === 'included' || value === 'excluded'),
  );
  if (decided.size === 1) into.votes.push(decided.has('included') ? 'RELEVANT' : 'IRRELEVANT');
  if (decided.size !== 1 && pairs.length > 0)
    into.notes.push(`Rayyan decisions: ${pairs.map((pair) => `${pair.name} ${pair.decision}`).join(', ')}`);
}

/** Rayyan's `{"Kofi"=>["check later"], "Ama"=>["ok"]}`: the notes, without who wrote them. */
const userNotes = (text: string): string[] =>
  [...text.matchAll(/\[([^\]]*)\]/g)].flatMap(([, list]) =>
    [...list!.matchAll(QUOTED)].map(([, note]) => note!.trim()),
  );

function rayyanSegments(note: string, into: Gathered): string {
  const starts = [...note.matchAll(RAYYAN_SEGMENT)];
  if (starts.length === 0) return note;
  const before = note.slice(0, starts[0]!.index);
  starts.forEach((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]!.index : note.length;
    const value = note
      .slice(start.index + start[0].length, end)
      .replace(/\s*\|\s*$/, '')
      .trim();
    const marker = start[1];
    if (marker === 'RAYYAN-INCLUSION') rayyanInclusion(value, into);
    else if (marker === 'RAYYAN-LABELS') into.labels.push(...commaList(value));
    else if (marker === 'RAYYAN-EXCLUSION-REASONS') {
      const reasons = commaList(value);
      if (reasons.length > 0) into.notes.push(`Exclusion reasons: ${reasons.join(', ')}`);
    } else into.notes.push(...userNotes(value));
  });
  return before.replace(/\s*\|\s*$/, '');
}

/** `asreview_<column>: <json>`: its note and tags are kept, its bookkeeping (ranking, time) is not the user's. */
function asreviewColumn(note: string, into: Gathered): boolean {
  const column = note.match(ASREVIEW_COLUMN);
  if (!column) return false;
  const [, name, json] = column as unknown as [string, string, string];
  let value: unknown = json;
  try {
    value = JSON.parse(json);
  } catch {
    // a plain value
  }
  const texts = (Array.isArray(value) ? value : [value])
    .map((item) =>
      typeof item === 'string' ? item : item && typeof item === 'object' && 'name' in item ? String(item.name) : '',
    )
    .map((text) => text.trim())
    .filter(Boolean);
  if (name === 'note' || name === 'notes') into.notes.push(...texts);
  else if (name === 'tags' || name === 'labels') into.labels.push(...texts);
  return true;
}

function asreviewMarkers(note: string, into: Gathered): string {
  return note.replace(ASREVIEW_MARKER, (marker) => {
    const vote = ASREVIEW_VOTES[marker.replace(/[.,;]$/, '').toLowerCase()];
    if (vote) into.votes.push(vote);
    return '';
  });
}

/** A note's text without Zotero's HTML and without the punctuation a removed marker left behind. */
const leftover = (text: string) =>
  plainText(text)
    .replace(/^[\s.,;|]+|[\s,;|]+$/g, '')
    .replace(/\s{2,}/g, ' ');

/**
 * The decisions a record's notes carry (undefined when none): a vote when its markers agree (Rayyan's and ASReview's
 * marker of one record, as Quarry's own export writes both, give one vote; markers that disagree give none and stay
 * a note), labels (with `labels`, the format's own tags), and the notes' remaining text.
 */
export function decisionsFromNotes(
  notes: readonly string[],
  labels: readonly string[] = [],
): ImportedDecisions | undefined {
  const gathered: Gathered = { votes: [], labels: [...labels], notes: [] };
  for (const raw of notes) {
    const note = raw.replace(/^<p>|<\/p>$/g, '').trim();
    if (!note || asreviewColumn(note, gathered)) continue;
    const rest = leftover(asreviewMarkers(rayyanSegments(note, gathered), gathered));
    if (rest) gathered.notes.push(rest);
  }
  const votes = new Set(gathered.votes);
  if (votes.size > 1) gathered.notes.push('The file’s markers disagree on the vote (relevant and irrelevant)');
  const decisions: ImportedDecisions = {};
  if (votes.size === 1) decisions.vote = [...votes][0];
  const uniqueLabels = uniqueIgnoringCase(gathered.labels);
  if (uniqueLabels.length > 0) decisions.labels = uniqueLabels;
  if (gathered.notes.length > 0) decisions.notes = [...new Set(gathered.notes)];
  return Object.keys(decisions).length > 0 ? decisions : undefined;
}

function uniqueIgnoringCase(values: string[]): string[] {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (!value || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
