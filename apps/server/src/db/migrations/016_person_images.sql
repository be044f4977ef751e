-- Images of persons (doc 2 §7 upload-image, preprocess-image, clear-image, image; GET /api/images): stored in the
-- database, so a PostgreSQL deployment serves them from every machine. The insights' images (step 9) join them.
CREATE TABLE images (
  id                bigserial PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  -- The person it was uploaded for (null for images of other things).
  person_id         bigint REFERENCES persons (id) ON DELETE CASCADE,
  content_type      text NOT NULL,
  content           bytea NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX images_person_idx ON images (person_id);

ALTER TABLE persons ADD COLUMN author_image_id bigint REFERENCES images (id) ON DELETE SET NULL;
