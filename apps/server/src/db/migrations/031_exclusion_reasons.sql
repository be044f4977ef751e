-- An investigation's exclusion reasons (issue 27), in the owner's order, beside its inclusion criteria: an
-- Irrelevant decision in the Screen tab may carry one of them (screening_decisions.reason keeps its text).
ALTER TABLE screening_criteria ADD COLUMN exclusion_reasons text[] NOT NULL DEFAULT '{}';
ALTER TABLE screening_criteria ALTER COLUMN criteria SET DEFAULT '';
