-- A cancelled job has its own state: completing, failing or saving progress (all of which require the lease, that
-- is state = 'running') never overwrite it, and no worker claims it again.
ALTER TABLE jobs DROP CONSTRAINT jobs_state_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_state_check CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled'));
