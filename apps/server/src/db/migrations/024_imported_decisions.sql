-- The screening decisions a harvest imported with its records (an ASReview or Rayyan export's votes, labels and
-- notes), per document: what it wrote, so that undoing the harvest takes back exactly that and nothing a user set.
CREATE TABLE imported_decisions (
  harvest_job_id  bigint NOT NULL,
  document_id     bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  -- the vote it cast (only on a document nobody had voted on), null when it cast none
  vote            text CHECK (vote IN ('Relevant', 'Irrelevant')),
  -- the labels it added (those the document did not have)
  labels          text[] NOT NULL DEFAULT '{}',
  -- the text it appended to the document's note (after a blank line when the note had text)
  note            text,
  PRIMARY KEY (harvest_job_id, document_id)
);
CREATE INDEX imported_decisions_document_idx ON imported_decisions (document_id);
