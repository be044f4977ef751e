import { describe, expect, it } from 'vitest';
import { investigationSchema } from './investigations.js';
import { creatableTypes, familyOf, familyRoute, investigationKinds } from './investigation-types.js';
import { isTopicInvestigation } from './workspace.js';

describe('investigation kinds and families', () => {
  it('puts the four researcher kinds in the Person family and every other kind in the Topic family', () => {
    const person = investigationKinds.filter((kind) => familyOf(kind) === 'Person');
    const topic = investigationKinds.filter((kind) => familyOf(kind) === 'Topic');
    expect(person.sort()).toEqual(['FacultyWorks', 'Person', 'PersonGroup', 'ResearcherWorks']);
    expect(topic.sort()).toEqual([
      'Company',
      'LocalDocuments',
      'Political',
      'Tender',
      'Topic',
      'University',
      'WebSite',
    ]);
  });

  it('opens a family at its route, and gives the Topic rules to the Topic family only', () => {
    expect(familyRoute('Topic')).toBe('topic');
    expect(familyRoute('Person')).toBe('person');
    expect(isTopicInvestigation(familyOf('LocalDocuments'))).toBe(true);
    expect(isTopicInvestigation(familyOf('University'))).toBe(true);
    expect(isTopicInvestigation(familyOf('PersonGroup'))).toBe(false);
  });

  it('offers kinds, not families, at creation', () => {
    const flags = { supportLocalDocuments: true, supportPersonGroup: true };
    expect(creatableTypes({ facultyWorks: false }, flags)).toEqual([
      'Topic',
      'Person',
      'PersonGroup',
      'LocalDocuments',
    ]);
    expect(creatableTypes({ facultyWorks: true }, flags)).toEqual(['ResearcherWorks', 'FacultyWorks']);
  });
});

describe('the investigation schema', () => {
  const investigation = {
    id: 1,
    uuid: 'u',
    title: 't',
    goals: '',
    alertsEnabled: false,
    blind: false,
    createdOn: '2024-01-01T00:00:00.000Z',
    lastUserInteractionTime: null,
    createdBy: 'Alice',
    totalDocuments: 0,
    status: 'READY',
    statusReason: null,
    age: 0,
    mine: true,
    sharedAs: null,
    can: { open: true, screen: true, work: true, share: true, delete: true },
  };

  it('takes the family as investigationType and the kind as investigationSubType', () => {
    expect(
      investigationSchema.safeParse({
        ...investigation,
        investigationType: 'Person',
        investigationSubType: 'PersonGroup',
      }).success,
    ).toBe(true);
    expect(
      investigationSchema.safeParse({
        ...investigation,
        investigationType: 'Topic',
        investigationSubType: 'LocalDocuments',
      }).success,
    ).toBe(true);
  });

  it('refuses a kind where the family goes', () => {
    expect(
      investigationSchema.safeParse({
        ...investigation,
        investigationType: 'PersonGroup',
        investigationSubType: 'PersonGroup',
      }).success,
    ).toBe(false);
  });
});
