-- A document's cover and abstract images (doc 2 §3, §7 …/documents/{docId}/image/{cover|abstract}): stored in the
-- images table as the persons' are, with where each came from and whether the cover is the journal's.
ALTER TABLE documents ADD COLUMN cover_image_id bigint REFERENCES images (id) ON DELETE SET NULL;
ALTER TABLE documents ADD COLUMN abstract_image_id bigint REFERENCES images (id) ON DELETE SET NULL;
ALTER TABLE documents ADD COLUMN cover_image_source_url text;
ALTER TABLE documents ADD COLUMN abstract_image_source_url text;
ALTER TABLE documents ADD COLUMN journal_image boolean NOT NULL DEFAULT false;

-- The full-text file a user uploaded for a document (…/documents/{docId}/full-text), as uploaded (View PDF opens it);
-- its extracted text is the document's text (documents.text), which the index searches and mining reads.
CREATE TABLE document_full_texts (
  document_id   bigint PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  file_name     text NOT NULL,
  content_type  text NOT NULL,
  content       bytea NOT NULL,
  uploaded_at   timestamptz NOT NULL DEFAULT now()
);
