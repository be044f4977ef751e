-- Colleagues an owner shares an investigation with (issue 27), by e-mail address (lowercased) so that an invitation
-- to someone without an account works once they sign up with it: the account is found by lower(users.email).
CREATE TABLE investigation_members (
  investigation_id bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  email            text NOT NULL CHECK (email = lower(email)),
  role             text NOT NULL CHECK (role IN ('reviewer', 'viewer')),
  invited_by       bigint REFERENCES users (id) ON DELETE SET NULL,
  invited_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (investigation_id, email)
);
CREATE INDEX investigation_members_email ON investigation_members (email);
