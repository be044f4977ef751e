-- The investigation configuration (doc 2 §3 "Investigation configuration"): one JSON document per investigation,
-- written by the first save (until then the defaults of the investigation's definition apply). The dictionaries of
-- the Dictionaries page live in their own table: GET /api/lexeme/{id} names one by an id of its own.
CREATE TABLE investigation_configurations (
  investigation_id  bigint PRIMARY KEY REFERENCES investigations (id) ON DELETE CASCADE,
  configuration     jsonb NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- Dictionaries (lexemes): a named word list per investigation, in display order. Names are unique per
-- investigation (case-insensitively); the save checks that under a per-investigation lock, so a rename swap works.
CREATE TABLE lexemes (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  name              text NOT NULL,
  words             jsonb NOT NULL DEFAULT '[]',
  position          integer NOT NULL
);
CREATE INDEX lexemes_investigation ON lexemes (investigation_id, position);
