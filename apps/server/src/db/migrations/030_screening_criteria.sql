-- An investigation's inclusion criteria, shown beside the record in the Screen tab and edited by its owner
-- (modules/screening).
CREATE TABLE screening_criteria (
  investigation_id  bigint PRIMARY KEY REFERENCES investigations (id) ON DELETE CASCADE,
  criteria          text NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
