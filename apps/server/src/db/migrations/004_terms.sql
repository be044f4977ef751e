-- The search definition of Topic investigations (doc 2 §3 "Term", "Term group"). Every Topic investigation has one
-- default group, made with the terms of its search string the first time its terms are read.
CREATE TABLE term_groups (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  name              text NOT NULL,
  color             integer NOT NULL CHECK (color BETWEEN 1 AND 10),
  modifier          text NOT NULL DEFAULT 'Regular' CHECK (modifier IN ('Regular', 'Mandatory')),
  is_default        boolean NOT NULL DEFAULT false,
  position          integer NOT NULL
);
CREATE UNIQUE INDEX term_groups_one_default ON term_groups (investigation_id) WHERE is_default;
CREATE UNIQUE INDEX term_groups_unique_name ON term_groups (investigation_id, lower(name));

CREATE TABLE terms (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  group_id          bigint NOT NULL REFERENCES term_groups (id) ON DELETE CASCADE,
  term              text NOT NULL,
  modifier          text NOT NULL DEFAULT 'Regular' CHECK (modifier IN ('Regular', 'Mandatory', 'Boost', 'Penalty', 'Exclude')),
  selected          boolean NOT NULL DEFAULT true,
  position          integer NOT NULL
);
CREATE UNIQUE INDEX terms_unique_text ON terms (investigation_id, lower(term));
CREATE INDEX terms_group ON terms (group_id);

-- Suggested terms the user rejected: never suggested again in that investigation.
CREATE TABLE rejected_terms (
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  term              text NOT NULL,
  PRIMARY KEY (investigation_id, term)
);
