-- The last filter spec each user applied in each investigation (GET …/last-filter).
CREATE TABLE investigation_filters (
  user_id           bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  investigation_id  bigint NOT NULL REFERENCES investigations (id) ON DELETE CASCADE,
  spec              jsonb NOT NULL,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, investigation_id)
);
