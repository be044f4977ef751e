-- Investigations, their harvested documents with authors and mined entities, and the job queue.
CREATE TABLE investigations (
  id                        bigserial PRIMARY KEY,
  uuid                      uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  owner_id                  bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type                      text NOT NULL,
  sub_type                  text NOT NULL,
  title                     text NOT NULL,
  goals                     text NOT NULL DEFAULT '',
  alerts_enabled            boolean NOT NULL DEFAULT false,
  -- The create call's payload: what to harvest.
  definition                jsonb NOT NULL,
  status                    text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PROCESSING', 'READY', 'FAILED')),
  status_reason             text,
  total_documents           integer NOT NULL DEFAULT 0,
  created_at                timestamptz NOT NULL DEFAULT now(),
  last_user_interaction_at  timestamptz
);
CREATE INDEX investigations_owner_idx ON investigations (owner_id, created_at DESC);

CREATE TABLE documents (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  -- doi:<doi> | title:<normalized title>|<year> | url:<canonical url>: one document per key per investigation.
  dedupe_key        text NOT NULL,
  type              text NOT NULL,
  title             text NOT NULL,
  abstract          text NOT NULL DEFAULT '',
  doi               text,
  journal           text,
  publisher         text,
  volume            text,
  issue             text,
  first_page        text,
  last_page         text,
  date              date,
  date_precision    text,
  publication_type  text,
  language          text,
  citation_number   integer,
  harvester_type    text NOT NULL,
  url               text,
  full_text_url     text,
  text              text NOT NULL DEFAULT '',
  keywords          text[] NOT NULL DEFAULT '{}',
  relevancy         text NOT NULL DEFAULT 'Neutral' CHECK (relevancy IN ('Relevant', 'Irrelevant', 'Neutral')),
  starred           boolean NOT NULL DEFAULT false,
  touched           boolean NOT NULL DEFAULT false,
  note              text,
  labels            text[] NOT NULL DEFAULT '{}',
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (investigation_id, dedupe_key)
);

-- Where each document came from: every source and query that returned it.
CREATE TABLE document_sources (
  document_id   bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  source        text NOT NULL,
  query         text NOT NULL,
  source_id     text,
  harvested_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, source, query)
);

-- Authors after clustering: one row per person of an investigation, with the name variants seen.
CREATE TABLE persons (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  name              text NOT NULL,
  name_key          text NOT NULL,
  orcid             text,
  openalex_id       text,
  variants          text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX persons_key_idx ON persons (investigation_id, name_key);

-- An author mention on a document, linked to its clustered person.
CREATE TABLE document_authors (
  document_id      bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  position         integer NOT NULL,
  person_id        bigint NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  name             text NOT NULL,
  raw_affiliation  text,
  -- [{name, countryCode, rorId, openalexId}]
  affiliations     jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (document_id, position)
);
CREATE INDEX document_authors_person_idx ON document_authors (person_id);

-- Mined at ingest: mentioned persons, organizations, locations, concepts, key phrases, e-mail addresses.
CREATE TABLE document_entities (
  document_id  bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  kind         text NOT NULL,
  value        text NOT NULL,
  score        real NOT NULL DEFAULT 1,
  PRIMARY KEY (document_id, kind, value)
);

-- Institution names from OpenAlex, cached for the University form's suggestions.
CREATE TABLE institution_names (
  name          text PRIMARY KEY,
  country_code  text,
  openalex_id   text,
  fetched_at    timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE institution_lookups (
  query       text PRIMARY KEY,
  fetched_at  timestamptz NOT NULL DEFAULT now()
);

-- The job queue: one table on both engines (rows claimed with FOR UPDATE SKIP LOCKED).
CREATE TABLE jobs (
  id                bigserial PRIMARY KEY,
  kind              text NOT NULL,
  payload           jsonb NOT NULL DEFAULT '{}',
  investigation_id  bigint REFERENCES investigations (id) ON DELETE CASCADE,
  state             text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts          integer NOT NULL DEFAULT 0,
  max_attempts      integer NOT NULL DEFAULT 3,
  run_after         timestamptz NOT NULL DEFAULT now(),
  locked_by         text,
  locked_until      timestamptz,
  -- What the handler has finished so far, so a retried or resumed job continues where it stopped.
  progress          jsonb NOT NULL DEFAULT '{}',
  last_error        text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  finished_at       timestamptz
);
CREATE INDEX jobs_ready_idx ON jobs (run_after) WHERE state = 'queued';
CREATE INDEX jobs_investigation_idx ON jobs (investigation_id);

-- Files uploaded to a Local documents investigation, kept so its harvest job (and a restart) can read them.
CREATE TABLE investigation_uploads (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  file_name         text NOT NULL,
  content           text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investigation_uploads_idx ON investigation_uploads (investigation_id);
