-- The outcome of each disambiguation job (modules/persons/person-clustering.ts) that clustered something: which
-- person every mention of the investigation was with when it finished, for the admins' cluster diff (doc 3 §7).
-- assignments: {"<document_id>:<position>": person_id}. Only the last few runs of an investigation are kept.
CREATE TABLE clustering_runs (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  finished_at       timestamptz NOT NULL DEFAULT now(),
  assignments       jsonb NOT NULL
);
CREATE INDEX clustering_runs_investigation_idx ON clustering_runs (investigation_id, id);
