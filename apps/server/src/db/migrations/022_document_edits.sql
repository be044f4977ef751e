-- Documents users write (issue 30): the fields a user set or cleared on a document, by column name. A harvest never
-- fills them again, and a split never empties them: a user's correction is never overwritten by a source.
ALTER TABLE documents ADD COLUMN overwritten text[] NOT NULL DEFAULT '{}';

-- Each edit of a document, with the values it replaced, newest undone first.
CREATE TABLE document_edits (
  id                    bigserial PRIMARY KEY,
  investigation_id      bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  document_id           bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  user_id               bigint REFERENCES users (id) ON DELETE SET NULL,
  -- the overwrites' fields the edit set (title, date, authors…)
  fields                text[] NOT NULL,
  -- column → value before the edit; 'authors' → the authorships as they were (name, affiliations, identifiers)
  previous              jsonb NOT NULL,
  -- the document's overwritten columns before the edit, given back by an undo
  previous_overwritten  text[] NOT NULL,
  edited_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_edits_document_idx ON document_edits (document_id, id);
