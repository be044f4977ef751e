-- Alerts (issue 14): per investigation with alerts on, the token of its unsubscribe link and the newest document its
-- last check knew; and every document an alert reported, so that none is reported twice.
CREATE TABLE investigation_alerts (
  investigation_id   bigint PRIMARY KEY REFERENCES investigations (id) ON DELETE CASCADE,
  token              text NOT NULL UNIQUE,
  since_document_id  bigint NOT NULL,
  last_checked_at    timestamptz
);

CREATE TABLE alerted_documents (
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  document_id       bigint NOT NULL,
  alerted_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (investigation_id, document_id)
);
