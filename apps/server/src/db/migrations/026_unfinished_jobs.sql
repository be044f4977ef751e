-- The health check counts the unfinished jobs by kind every second for every admin page: this index keeps that
-- one query small however many finished jobs the table keeps.
CREATE INDEX jobs_unfinished_idx ON jobs (kind, state, run_after) WHERE state IN ('queued', 'running');
