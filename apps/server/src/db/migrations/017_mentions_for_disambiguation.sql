-- Author disambiguation (docs/disambiguation.md): the identifiers each mention came with, and whether the engine has
-- placed it. A harvest places mentions provisionally (modules/persons/provisional-persons.ts); the clustering job
-- then disambiguates the unplaced ones. Mentions stored before this migration count as unplaced.
ALTER TABLE document_authors
  ADD COLUMN orcid text,
  ADD COLUMN openalex_id text,
  ADD COLUMN clustered boolean NOT NULL DEFAULT false;
CREATE INDEX document_authors_unclustered_idx ON document_authors (person_id) WHERE NOT clustered;

-- The name keys (persons.name_key) the clustering job has still to look at: queued by the harvest with the mentions it
-- stores, by a split record and by Re-Merge; taken off in the transaction that writes the key's persons.
CREATE TABLE person_clustering_queue (
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  name_key          text NOT NULL,
  PRIMARY KEY (investigation_id, name_key)
);
