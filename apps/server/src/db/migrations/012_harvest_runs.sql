-- Each harvest of an investigation (its first, or one the user asked for) with what each step found, kept,
-- failed on or skipped: the harvest summary. Keyed by the harvest's job.
CREATE TABLE harvest_runs (
  job_id            bigint PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  title             text NOT NULL,
  -- the investigation's own first harvest (not undoable: deleting the investigation is the way back)
  is_first          boolean NOT NULL DEFAULT false,
  state             text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'failed', 'cancelled')),
  -- [{label, source, state, reason, found, received, added, limit, rejectedInputs}] in plan order
  steps             jsonb NOT NULL DEFAULT '[]',
  added             integer NOT NULL DEFAULT 0,
  started_at        timestamptz NOT NULL DEFAULT now(),
  finished_at       timestamptz,
  undone_at         timestamptz,
  removed           integer
);
CREATE INDEX harvest_runs_investigation_idx ON harvest_runs (investigation_id, job_id DESC);

-- Which harvest brought a record (NULL: before runs were kept, a copy, or found again by another harvest), so a
-- harvest's additions can be undone: the documents whose every record came from it.
ALTER TABLE document_sources ADD COLUMN harvest_job_id bigint;
CREATE INDEX document_sources_job_idx ON document_sources (harvest_job_id) WHERE harvest_job_id IS NOT NULL;
