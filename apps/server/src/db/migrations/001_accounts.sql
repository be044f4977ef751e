-- Accounts, sessions, one-time tokens, sign-in throttling and the mail outbox.
CREATE TABLE users (
  id             bigserial PRIMARY KEY,
  email          text NOT NULL,
  nickname       text NOT NULL,
  password_hash  text NOT NULL,
  admin          boolean NOT NULL DEFAULT false,
  omnisol        boolean NOT NULL DEFAULT false,
  faculty_works  boolean NOT NULL DEFAULT false,
  suspended      boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- The cookie holds a random token; only its SHA-256 is stored, so a leaked table cannot be replayed.
CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Registration (activation) and password-reset links: random, stored hashed, single use, expiring.
CREATE TABLE user_tokens (
  token_hash     text PRIMARY KEY,
  purpose        text NOT NULL CHECK (purpose IN ('registration', 'reset')),
  email          text NOT NULL,
  user_id        bigint REFERENCES users (id) ON DELETE CASCADE,
  nickname       text,
  password_hash  text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);

CREATE TABLE sign_in_failures (
  key           text PRIMARY KEY,
  window_start  timestamptz NOT NULL,
  failures      integer NOT NULL
);

-- Mail kept when no SMTP server is configured, so a local user can still follow the links.
CREATE TABLE mail_outbox (
  id          bigserial PRIMARY KEY,
  recipient   text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
