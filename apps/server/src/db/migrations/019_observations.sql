-- Insights (observations) and their report sections (doc 3 §3, §4, §7). An insight in no section (section_id null)
-- is in the fixed Default Section (id 0 in the API), which has no row. Images are stored as persons' are.
CREATE TABLE observation_sections (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  name              text NOT NULL,
  ordinal           integer NOT NULL
);
CREATE INDEX observation_sections_investigation_idx ON observation_sections (investigation_id);

CREATE TABLE observations (
  id                 bigserial PRIMARY KEY,
  investigation_id   bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  type               text NOT NULL,
  title              text NOT NULL,
  observation        text NOT NULL,
  referenced_object  text,
  referenced_entity  text,
  observation_title  text,
  image_id           bigint REFERENCES images (id) ON DELETE SET NULL,
  -- The crop the browser applied (to edit it again) and when the image was set.
  image_data         jsonb,
  image_set_at       timestamptz,
  -- Deleting a section leaves its insights in no section (the service moves them after the others first).
  section_id         bigint REFERENCES observation_sections (id) ON DELETE SET NULL,
  ordinal            integer NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX observations_investigation_idx ON observations (investigation_id);
