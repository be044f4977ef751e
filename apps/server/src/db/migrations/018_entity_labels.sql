-- Labels of mentioned organizations and persons (doc 2 §3 "document labels and entity labels are kept per
-- investigation", §7 …/entities/{organizations|persons}/{name}/label). Matching is case-insensitive, as for
-- document labels: an entity has a label once whatever its case.
CREATE TABLE entity_labels (
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  kind              text NOT NULL,
  name              text NOT NULL,
  label             text NOT NULL
);
CREATE UNIQUE INDEX entity_labels_unique_idx ON entity_labels (investigation_id, kind, name, lower(label));
