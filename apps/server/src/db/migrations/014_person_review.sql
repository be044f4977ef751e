-- What a reviewer sets on a person (doc 2 §3 Person details): a name that overrides the automatic choice among
-- the mentions' spellings, the university profile page, and when it was last reviewed. Written by the
-- person-details calls; the author summary reads them.
ALTER TABLE persons ADD COLUMN name_overridden boolean NOT NULL DEFAULT false;
ALTER TABLE persons ADD COLUMN university_profile_url text;
ALTER TABLE persons ADD COLUMN last_reviewed_at timestamptz;
