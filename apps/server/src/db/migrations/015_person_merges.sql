-- Merges of persons (doc 3 §4 Disambiguation, §7 merge and merge/undo): which persons were joined into which, and
-- everything needed to put them back exactly — the persons' rows, the mentions that were theirs, their decisions
-- and removals — until the merge is undone.
CREATE TABLE person_merges (
  id                 bigserial PRIMARY KEY,
  investigation_id   bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  -- The person kept; the merged ones are deleted while the merge stands.
  person_id          bigint NOT NULL,
  merged_person_ids  bigint[] NOT NULL,
  -- {persons: [rows of every person involved, as they were], authorships: [{document_id, position, person_id}],
  --  decisions: [{person_id, relevancy}], removed: [values of the persons' removed_values rows]}
  before             jsonb NOT NULL,
  merged_by          bigint REFERENCES users (id) ON DELETE SET NULL,
  merged_at          timestamptz NOT NULL DEFAULT now(),
  undone_at          timestamptz
);
CREATE INDEX person_merges_standing_idx ON person_merges (investigation_id, person_id) WHERE undone_at IS NULL;

-- What a reviewer decided about a candidate of a Person investigation's Possible Matches: Relevant (this is the
-- person) or Irrelevant ("not this person", also removed from the authors). No row: Neutral.
CREATE TABLE person_decisions (
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  person_id         bigint NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  relevancy         text NOT NULL CHECK (relevancy IN ('Relevant', 'Irrelevant')),
  decided_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (investigation_id, person_id)
);
