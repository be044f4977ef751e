-- The harvest that reads an uploaded file: null for the files a Local documents investigation was created with
-- (its first harvest reads them), the job of the later harvest for files added afterwards, so that each harvest
-- reads its own files only.
ALTER TABLE investigation_uploads ADD COLUMN harvest_job_id bigint;
