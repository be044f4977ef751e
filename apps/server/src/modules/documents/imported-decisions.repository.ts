import type { Queryable } from '../../db/database.js';
import type { DecisionsToImport, ImportedCounts } from '../../engines/harvest/document-store.js';

type Relevancy = 'Relevant' | 'Irrelevant' | 'Neutral';

interface Current {
  id: number;
  relevancy: Relevancy;
  labels: string[];
  note: string | null;
}

interface Written {
  document_id: number;
  vote: Relevancy | null;
  labels: string[];
  note: string | null;
}

const NOTE_BREAK = '\n\n';
const VOTES = { RELEVANT: 'Relevant', IRRELEVANT: 'Irrelevant' } as const;

/** The decisions of one document, the records of a batch that landed on it put together (the first vote wins). */
function byDocument(rows: DecisionsToImport[]): Map<number, DecisionsToImport> {
  const joined = new Map<number, DecisionsToImport>();
  for (const row of rows) {
    const seen = joined.get(row.documentId);
    if (!seen) joined.set(row.documentId, { ...row, labels: [...row.labels], notes: [...row.notes] });
    else {
      seen.vote ??= row.vote;
      seen.labels.push(...row.labels);
      seen.notes.push(...row.notes);
    }
  }
  return joined;
}

/** What importing `wanted` changes on a document: a vote only where none was cast, the labels it lacks, the new notes. */
function changeOf(current: Current, wanted: DecisionsToImport): Written {
  const vote = wanted.vote && current.relevancy === 'Neutral' ? VOTES[wanted.vote] : null;
  const has = new Set(current.labels.map((label) => label.toLowerCase()));
  const labels = wanted.labels.filter((label) => {
    const key = label.toLowerCase();
    if (has.has(key)) return false;
    has.add(key);
    return true;
  });
  const notes = [...new Set(wanted.notes)].filter((note) => !(current.note ?? '').includes(note));
  return { document_id: current.id, vote, labels, note: notes.length > 0 ? notes.join(NOTE_BREAK) : null };
}

/**
 * Writes a batch's imported decisions on its documents in three statements (read, update, record): the investigation
 * owner's vote where the document has none (a user's vote is never overwritten), the labels it lacks, the notes
 * appended; and, for a harvest, what was written, for its undo. Answers how many votes, labels and notes were written.
 */
export async function importDecisions(
  tx: Queryable,
  investigationId: number,
  harvestJobId: number | null,
  rows: DecisionsToImport[],
): Promise<ImportedCounts> {
  const counts: ImportedCounts = { votes: 0, labels: 0, notes: 0 };
  const wanted = byDocument(rows);
  if (wanted.size === 0) return counts;
  const { rows: current } = await tx.query<Current>(
    `SELECT id, relevancy, labels, note FROM documents WHERE investigation_id = $1 AND id = ANY($2::bigint[]) FOR UPDATE`,
    [investigationId, [...wanted.keys()]],
  );
  const written = current
    .map((document) => changeOf(document, wanted.get(Number(document.id))!))
    .filter((change) => change.vote || change.labels.length > 0 || change.note);
  if (written.length === 0) return counts;
  for (const change of written) {
    if (change.vote) counts.votes++;
    counts.labels += change.labels.length;
    if (change.note) counts.notes += change.note.split(NOTE_BREAK).length;
  }
  const json = JSON.stringify(written);
  await tx.query(
    `UPDATE documents d SET relevancy = coalesce(x.vote, d.relevancy), labels = d.labels || x.labels,
       note = CASE WHEN x.note IS NULL THEN d.note WHEN coalesce(d.note, '') = '' THEN x.note ELSE d.note || $3 || x.note END
     FROM jsonb_to_recordset($2::jsonb) AS x(document_id bigint, vote text, labels text[], note text)
     WHERE d.investigation_id = $1 AND d.id = x.document_id`,
    [investigationId, json, NOTE_BREAK],
  );
  if (harvestJobId !== null)
    await tx.query(
      `INSERT INTO imported_decisions (harvest_job_id, document_id, vote, labels, note)
       SELECT $1, x.document_id, x.vote, x.labels, x.note
       FROM jsonb_to_recordset($2::jsonb) AS x(document_id bigint, vote text, labels text[], note text)
       ON CONFLICT (harvest_job_id, document_id) DO UPDATE SET
         vote = coalesce(imported_decisions.vote, excluded.vote),
         labels = imported_decisions.labels || excluded.labels,
         note = CASE WHEN imported_decisions.note IS NULL THEN excluded.note WHEN excluded.note IS NULL
           THEN imported_decisions.note ELSE imported_decisions.note || $3 || excluded.note END`,
      [harvestJobId, json, NOTE_BREAK],
    );
  return counts;
}

/** The document's note without the text an import appended, when it still ends with it (a user's edit is kept). */
function noteWithout(note: string | null, imported: string | null): string | null {
  if (!imported || note === null) return note;
  if (note === imported) return null;
  return note.endsWith(NOTE_BREAK + imported) ? note.slice(0, -(imported.length + NOTE_BREAK.length)) : note;
}

/**
 * Takes back what a harvest imported on the investigation's documents: its vote where the document still has it,
 * the labels it added, the text it appended to the note. Answers the ids of the documents it changed.
 */
export async function undoImportedDecisions(
  tx: Queryable,
  investigationId: number,
  harvestJobId: number,
): Promise<number[]> {
  const { rows } = await tx.query<
    Current & { vote: Relevancy | null; imported_labels: string[]; imported_note: string | null }
  >(
    `SELECT d.id, d.relevancy, d.labels, d.note, i.vote, i.labels AS imported_labels, i.note AS imported_note
     FROM imported_decisions i JOIN documents d ON d.id = i.document_id
     WHERE i.harvest_job_id = $1 AND d.investigation_id = $2 FOR UPDATE OF d`,
    [harvestJobId, investigationId],
  );
  const reverted = rows.map((row) => {
    const gone = new Set(row.imported_labels.map((label) => label.toLowerCase()));
    return {
      id: Number(row.id),
      relevancy: row.vote && row.relevancy === row.vote ? 'Neutral' : row.relevancy,
      labels: row.labels.filter((label) => !gone.has(label.toLowerCase())),
      note: noteWithout(row.note, row.imported_note),
    };
  });
  if (reverted.length > 0)
    await tx.query(
      `UPDATE documents d SET relevancy = x.relevancy, labels = x.labels, note = x.note
       FROM jsonb_to_recordset($2::jsonb) AS x(id bigint, relevancy text, labels text[], note text)
       WHERE d.investigation_id = $1 AND d.id = x.id`,
      [investigationId, JSON.stringify(reverted)],
    );
  await tx.query('DELETE FROM imported_decisions WHERE harvest_job_id = $1', [harvestJobId]);
  return reverted.map((row) => row.id);
}
