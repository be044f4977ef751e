-- Uploaded files are written under DATA_DIR/uploads/<investigation id>/ as they stream in, and read by the harvest
-- job; a row keeps the file's name and where it is. Rows of earlier uploads keep their text in `content`.
ALTER TABLE investigation_uploads ADD COLUMN stored_name text;
ALTER TABLE investigation_uploads ADD COLUMN size_bytes bigint;
ALTER TABLE investigation_uploads ALTER COLUMN content DROP NOT NULL;
