-- investigationType is the family (Topic or Person: the route and the workspace's rules), investigationSubType the
-- kind (Topic, Political, University, …, PersonGroup, FacultyWorks, ResearcherWorks). Until now `type` held the kind
-- and `sub_type` a copy of it. The kind → family mapping itself lives in the contract (familyOf).
UPDATE investigations
SET sub_type = type,
    type = CASE WHEN type IN ('Person', 'PersonGroup', 'FacultyWorks', 'ResearcherWorks') THEN 'Person' ELSE 'Topic' END;

ALTER TABLE investigations ADD CONSTRAINT investigations_family_check CHECK (type IN ('Topic', 'Person'));
