-- Screening as a team (issue 27). While an investigation is blind, a Screen-tab decision sets no vote
-- (screening_decisions.blind); lifting blinding gives each record its reviewers' agreed decision as its vote.
ALTER TABLE investigations ADD COLUMN blind boolean NOT NULL DEFAULT false;
ALTER TABLE screening_decisions ADD COLUMN blind boolean NOT NULL DEFAULT false;
-- The share of records two reviewers screen while blind.
ALTER TABLE screening_criteria ADD COLUMN double_screening_percent integer NOT NULL DEFAULT 100
  CHECK (double_screening_percent BETWEEN 0 AND 100);
-- A conflict (two reviewers decided a record differently) resolved by the owner or a third reviewer: the record's vote.
CREATE TABLE screening_resolutions (
  document_id       bigint PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  user_id           bigint REFERENCES users (id) ON DELETE SET NULL,
  decision          text NOT NULL CHECK (decision IN ('Relevant', 'Irrelevant')),
  resolved_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX screening_resolutions_investigation ON screening_resolutions (investigation_id);
