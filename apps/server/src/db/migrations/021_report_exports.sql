-- Word files of large reports, built by the export-report job (doc 3 §7 export-to-word, as a job when large): the
-- browser fetches the file once the job is done; files are kept a day.
CREATE TABLE report_exports (
  job_id            bigint PRIMARY KEY,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  file_name         text NOT NULL,
  content           bytea NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_exports_investigation_idx ON report_exports (investigation_id, created_at);
