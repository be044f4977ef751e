-- The values of a document's fields as harvested, for those the ingest's cleaning changed (control characters,
-- markup, a publisher's page around an abstract): shown nowhere, kept so that nothing harvested is lost.
ALTER TABLE documents ADD COLUMN raw jsonb;

-- DOIs the source states are other versions of the document (a preprint, its journal version): a record carrying
-- one of them is merged into the document.
ALTER TABLE documents ADD COLUMN related_dois text[] NOT NULL DEFAULT '{}';

-- A harvested record found to be a document already there (a near-duplicate, or a version its source states):
-- merged into that document instead of becoming a second one, and kept whole, so that the user can split it back
-- out into a document of its own.
CREATE TABLE document_merges (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  document_id       bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  -- the record's own dedupe key: harvesting the record again finds this merge instead of adding a document
  dedupe_key        text NOT NULL,
  source            text NOT NULL,
  source_id         text,
  doi               text,
  url               text,
  harvester_type    text NOT NULL,
  title             text NOT NULL,
  year              integer,
  journal           text,
  -- 'same DOI', 'stated version' or 'similar record'
  reason            text NOT NULL,
  -- the record as harvested (the pipeline's NormalizedDocument), which a split makes into a document
  record            jsonb NOT NULL,
  -- the document's empty fields this record filled (column → value written), emptied again by a split
  filled            jsonb NOT NULL DEFAULT '{}',
  merged_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (investigation_id, dedupe_key)
);
CREATE INDEX document_merges_document_idx ON document_merges (document_id);
