-- The ids each harvested record was given in other services besides its DOI (OpenAlex W…, arXiv, PubMed, PMC), as
-- its source gave them: the workspace shows a document's identifiers, joined over every record it is made of.
ALTER TABLE document_sources ADD COLUMN identifiers jsonb NOT NULL DEFAULT '{}';
