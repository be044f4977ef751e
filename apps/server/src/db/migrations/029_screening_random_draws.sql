-- A decision on a record the Screen tab drew at random (its 'At random' order): the random sample the stopping test
-- reads (modules/screening, engines/relevance/stopping).
ALTER TABLE screening_decisions ADD COLUMN drawn_at_random boolean NOT NULL DEFAULT false;
