-- Values a user removed from an investigation's top lists (authors, mentioned organizations, terms, locations…):
-- hidden from the lists until brought back; the documents keep them.
CREATE TABLE removed_values (
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  category          text NOT NULL,
  value             text NOT NULL,
  removed_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (investigation_id, category, value)
);
