-- Screening mode's decisions (modules/screening, docs/decisions/013): each user's decision on each record, in the
-- order made (seq), with the vote the record had before it (undo puts it back). Relevant and Irrelevant are also the
-- document's vote; Maybe keeps the record for later.
CREATE TABLE screening_decisions (
  seq                 bigserial PRIMARY KEY,
  investigation_id    bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  document_id         bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  user_id             bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  decision            text NOT NULL CHECK (decision IN ('Relevant', 'Irrelevant', 'Maybe')),
  reason              text,
  previous_relevancy  text NOT NULL CHECK (previous_relevancy IN ('Relevant', 'Irrelevant', 'Neutral')),
  decided_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (document_id, user_id)
);
CREATE INDEX screening_decisions_user_idx ON screening_decisions (investigation_id, user_id, seq);
